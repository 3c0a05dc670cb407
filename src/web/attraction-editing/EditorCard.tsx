import { Box, Button, Paper, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { notices } from '../../contract/messages.js';

/**
 * One inline editor on the attraction page (SPEC §4 editing state): a title, the saved value
 * and an Edit (or Set, when empty) button; open, it shows its fields with Confirm and Cancel.
 * While another editor is open the button is disabled with 'Close all open editors before ...'.
 */
export function EditorCard({
  title,
  summary,
  isEmpty,
  open,
  blocked,
  busy,
  onOpen,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  summary: ReactNode;
  isEmpty: boolean;
  open: boolean;
  /** Another editor is open. */
  blocked: boolean;
  busy: boolean;
  onOpen: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const label = `${isEmpty ? 'Set' : 'Edit'} ${title}`;
  const button = (
    <Button size="small" variant="outlined" onClick={onOpen} disabled={blocked} aria-label={label}>
      {isEmpty ? 'Set' : 'Edit'}
    </Button>
  );
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: { xs: 0, sm: 3 },
        borderColor: open ? 'primary.main' : 'divider',
        boxShadow: open ? (theme) => `0 0 0 2px ${theme.palette.primary.main}22` : 'none',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: open || !isEmpty ? 1.5 : 0 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {open ? null : blocked ? (
          <Tooltip title={notices.closeEditorsHint(`editing the ${title.toLowerCase()}`)}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        )}
      </Box>
      {open ? (
        <Box>
          {children}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={onConfirm} disabled={busy}>
              Confirm
            </Button>
          </Box>
        </Box>
      ) : isEmpty ? (
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>Not set yet.</Typography>
      ) : (
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{summary}</Box>
      )}
    </Paper>
  );
}
