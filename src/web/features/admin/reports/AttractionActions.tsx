import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../../contract/attraction';
import { temporaryClosureText } from '../../../../contract/closure';
import { lastCheckedText } from '../../../../contract/freshness';
import { useAlerts } from '../../../providers/alerts';
import { serverMessage } from '../../../api/admin-client';
import { afterAttractionChange, markChecked, setClosure } from '../api/trust';
import { attractionPaths } from '../paths';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import { ClosureDialog, type ClosureKind } from './ClosureDialog';

const STATE_LABELS = {
  open: 'Open',
  temporarilyClosed: 'Temporarily closed',
  permanentlyClosed: 'Permanently closed',
} as const;

/**
 * The attraction a report is about, with what a moderator can do to it: open its editor, mark
 * it checked, closed (temporarily or for good) or open again. Each action is audited.
 */
export function AttractionActions({ attraction }: { attraction: Attraction }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const [closing, setClosing] = useState<ClosureKind | null>(null);
  const { closure } = attraction;
  const onError = (error: unknown) =>
    showAlert({ severity: 'error', message: serverMessage(error) ?? 'This could not be saved.' });
  const reopen = useMutation({
    mutationFn: () => setClosure(client!, attraction.id, { state: 'open' }),
    onSuccess: async () => {
      await afterAttractionChange(queryClient);
      showAlert({ severity: 'success', message: `${attraction.name} is open again.` });
    },
    onError,
  });
  const check = useMutation({
    mutationFn: () => markChecked(client!, attraction.id),
    onSuccess: async () => {
      await afterAttractionChange(queryClient);
      showAlert({ severity: 'success', message: `${attraction.name} is marked checked today.` });
    },
    onError,
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="report-attraction"
      sx={{ p: 2.5 }}
    >
      <Typography
        component="h2"
        sx={{
          fontSize: '0.75rem',
          fontWeight: 700,
          textTransform: 'uppercase',
          color: 'text.secondary',
        }}
      >
        The attraction
      </Typography>
      <Typography id="report-attraction" variant="h3" sx={{ fontSize: '1.3rem', mt: 0.5 }}>
        {attraction.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
        {[attraction.location.address.postalTown, attraction.location.region?.displayName]
          .filter(Boolean)
          .join(', ')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1.5 }}>
        <Chip size="small" label={attraction.status.isLive ? 'Live' : 'Not live'} />
        <Chip
          size="small"
          label={STATE_LABELS[closure.state]}
          color={closure.state === 'open' ? 'default' : 'warning'}
          data-testid="closure-state"
        />
      </Box>
      {closure.state === 'temporarilyClosed' ? (
        <Typography sx={{ fontSize: '0.9rem', mb: 1 }}>
          {temporaryClosureText(closure)} {closure.note}
        </Typography>
      ) : null}
      <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
        {lastCheckedText(attraction.lastChecked.at)}
        {attraction.lastChecked.checkedBy ? ` by ${attraction.lastChecked.checkedBy}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button component={RouterLink} to={attractionPaths.edit(attraction.id)} variant="contained">
          Open editor
        </Button>
        <Button component={RouterLink} to={attractionPaths.view(attraction.id)} variant="outlined">
          View page
        </Button>
        <Button variant="outlined" disabled={check.isPending} onClick={() => check.mutate()}>
          Mark checked
        </Button>
        {closure.state !== 'temporarilyClosed' ? (
          <Button variant="outlined" onClick={() => setClosing('temporarilyClosed')}>
            Mark temporarily closed
          </Button>
        ) : null}
        {closure.state !== 'permanentlyClosed' ? (
          <Button variant="outlined" color="error" onClick={() => setClosing('permanentlyClosed')}>
            Mark permanently closed
          </Button>
        ) : null}
        {closure.state !== 'open' ? (
          <Button variant="outlined" disabled={reopen.isPending} onClick={() => reopen.mutate()}>
            Reopen
          </Button>
        ) : null}
      </Box>
      {closing ? (
        <ClosureDialog attraction={attraction} kind={closing} onClose={() => setClosing(null)} />
      ) : null}
    </Paper>
  );
}
