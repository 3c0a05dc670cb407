import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLOSURE_NOTE_MAX } from '../../../../contract/closure';
import { useAlerts } from '../../../providers/alerts';
import { serverFieldErrors, serverMessage } from '../../../api/admin-client';
import { afterAttractionChange, setClosure } from '../api/trust';
import { useAdminClient } from '../../../providers/admin-session/admin-session';

export type ClosureKind = 'temporarilyClosed' | 'permanentlyClosed';

const TITLES: Record<ClosureKind, string> = {
  temporarilyClosed: 'Mark temporarily closed',
  permanentlyClosed: 'Mark permanently closed',
};

/**
 * Records a closure: temporarily (optional reopening date, a note for visitors) or for good
 * (it leaves every list and its page answers 410). The server validates; its messages show here.
 */
export function ClosureDialog({
  attraction,
  kind,
  onClose,
}: {
  attraction: { id: number; name: string };
  kind: ClosureKind;
  onClose: () => void;
}) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const [reopensOn, setReopensOn] = useState('');
  const [note, setNote] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      setClosure(
        client!,
        attraction.id,
        kind === 'temporarilyClosed' ? { state: kind, reopensOn, note } : { state: kind, note },
      ),
    onSuccess: async () => {
      await afterAttractionChange(queryClient);
      showAlert({
        severity: 'success',
        message:
          kind === 'temporarilyClosed'
            ? `${attraction.name} is marked temporarily closed.`
            : `${attraction.name} is marked permanently closed.`,
      });
      onClose();
    },
  });
  const fieldErrors = mutation.error ? serverFieldErrors(mutation.error) : {};
  const unplaced =
    mutation.error && !fieldErrors.reopensOn && !fieldErrors.note
      ? (serverMessage(mutation.error) ?? 'This could not be saved. Please try again.')
      : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="closure-title">
      <DialogTitle id="closure-title">{TITLES[kind]}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {kind === 'temporarilyClosed'
            ? `${attraction.name} stays listed, with a banner on its page and a badge on its cards.`
            : `${attraction.name} leaves every list, search and sitemap; its page will say it has closed and point to similar places nearby.`}
        </DialogContentText>
        {kind === 'temporarilyClosed' ? (
          <TextField
            label="Expected to reopen on (optional)"
            type="date"
            value={reopensOn}
            onChange={(event) => setReopensOn(event.target.value)}
            error={Boolean(fieldErrors.reopensOn)}
            helperText={fieldErrors.reopensOn?.[0]}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ) : null}
        <TextField
          label="Note for visitors (optional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(fieldErrors.note)}
          helperText={fieldErrors.note?.[0] ?? `Up to ${CLOSURE_NOTE_MAX} characters.`}
        />
        {unplaced ? <Alert severity="error">{unplaced}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={kind === 'permanentlyClosed' ? 'error' : 'primary'}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {TITLES[kind]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
