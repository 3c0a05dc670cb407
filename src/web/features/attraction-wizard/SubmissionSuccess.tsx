import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { notices } from '../../../contract/messages';
import { formatReferenceNumber } from '../../../contract/submission';
import { AttractionPreview } from './AttractionPreview';
import type { Submission } from '../../api/attraction-submissions';
import { valuesFromAttraction } from '../../components/attraction-form/wizard-model';
import { pageHref } from '../../../contract/page-routes';

/**
 * SPEC §2: after a submit, 'Submission Successful!' (or updated) with the reference number,
 * 'Please keep a record of this ID.', a preview and the four links.
 */
export function SubmissionSuccess({
  submission,
  kind,
}: {
  submission: Submission;
  kind: 'created' | 'updated';
}) {
  const reference = submission.referenceNumber;
  return (
    <Stack spacing={3} sx={{ mx: { xs: 2, sm: 0 } }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, sm: 4 },
          borderRadius: { xs: 3, sm: 4 },
          textAlign: 'center',
          bgcolor: '#f1f8f5',
        }}
      >
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            width: 56,
            height: 56,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontSize: 30,
            mb: 2,
          }}
        >
          ✓
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
          {kind === 'created' ? notices.submissionSuccessful : notices.submissionUpdated}
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>Your reference number is</Typography>
        <Typography
          data-testid="reference-number"
          sx={{
            mt: 0.5,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: { xs: '1.6rem', sm: '2rem' },
            fontWeight: 700,
            letterSpacing: 2,
          }}
        >
          {formatReferenceNumber(reference)}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{notices.keepReference}</Typography>
        <Box
          component="nav"
          aria-label="Next steps"
          sx={{
            mt: 3,
            display: 'grid',
            // One column on phones, so no label breaks inside its button; four in a row when they fit.
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, auto)' },
            justifyContent: 'center',
            gap: 1.5,
          }}
        >
          <Button component={RouterLink} to={pageHref.submit} variant="contained">
            Submit another
          </Button>
          <Button component={RouterLink} to={pageHref.editSubmission(reference)} variant="outlined">
            Edit Submission
          </Button>
          <Button component={RouterLink} to={pageHref.retrieve} variant="outlined">
            Retrieve Submission
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Go Home
          </Button>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2, color: 'text.secondary' }}>
          Preview
        </Typography>
        <AttractionPreview values={valuesFromAttraction(submission)} />
      </Paper>
    </Stack>
  );
}
