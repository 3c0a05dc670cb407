import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { confirmationQuestions, confirmedWords } from '../../../contract/fact-confirmation';
import type { FactGroup } from '../../../contract/family-facts';
import { ApiError } from '../../api/http';
import { sendConfirmation } from '../../api/send-confirmation';

type Answer = 'idle' | 'sending' | 'yes' | 'no' | 'failed';

const thanks: Partial<Record<Answer, string>> = {
  yes: 'Thanks — that helps other families.',
  no: 'Thanks — our moderators will check them. Use "Report a problem" to tell us what is wrong.',
};

/**
 * "Were these opening times right? Yes / No" under a group of facts (decision 112), and when
 * visitors last said yes, beside (never instead of) the source. Without JavaScript the buttons do
 * nothing: the question is a bonus, not a way in.
 */
export function FactConfirm({
  attractionId,
  group,
  confirmedAt,
}: {
  attractionId: number;
  group: FactGroup;
  confirmedAt: string | null;
}) {
  const [answer, setAnswer] = useState<Answer>('idle');
  const [error, setError] = useState<string | null>(null);
  const send = (correct: boolean) => {
    setAnswer('sending');
    sendConfirmation({ attractionId, group, correct })
      .then(() => setAnswer(correct ? 'yes' : 'no'))
      .catch((failure: unknown) => {
        const body = failure instanceof ApiError ? (failure.body as { message?: string }) : null;
        setError(body?.message ?? 'That did not go through. Please try again later.');
        setAnswer('failed');
      });
  };
  const questionId = `confirm-${group}`;
  return (
    <Box sx={{ mt: 1 }} data-confirm={group}>
      {confirmedAt ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {confirmedWords(confirmedAt)}
        </Typography>
      ) : null}
      {answer === 'yes' || answer === 'no' ? (
        <Typography variant="body2" role="status" sx={{ color: 'success.dark', mt: 0.5 }}>
          {thanks[answer]}
        </Typography>
      ) : (
        <Box
          role="group"
          aria-labelledby={questionId}
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}
        >
          <Typography id={questionId} variant="body2" component="span">
            {confirmationQuestions[group]}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            disabled={answer === 'sending'}
            onClick={() => send(true)}
          >
            Yes
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={answer === 'sending'}
            onClick={() => send(false)}
          >
            No
          </Button>
        </Box>
      )}
      {answer === 'failed' && error ? (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
