import { Box, Button, Paper, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { notices } from '../../../contract/messages';

/** What each inline editor needs from the page's editing state (SPEC §4 editing state). */
export interface EditorControl {
  title: string;
  isEmpty: boolean;
  open: boolean;
  /** Another editor is open. */
  blocked: boolean;
  busy: boolean;
  onOpen: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The Set (empty) or Edit button beside a section's heading. While another editor is open it is
 * disabled with SPEC §4's hint 'Close all open editors before ...'.
 */
export function EditButton({ control }: { control: EditorControl }) {
  if (control.open) return null;
  const verb = control.isEmpty ? 'Set' : 'Edit';
  const button = (
    <Button
      size="small"
      variant="outlined"
      onClick={control.onOpen}
      disabled={control.blocked}
      aria-label={`${verb} ${control.title}`}
      sx={{ flexShrink: 0, bgcolor: 'background.paper' }}
    >
      {verb}
    </Button>
  );
  if (!control.blocked) return button;
  return (
    <Tooltip title={notices.closeEditorsHint(`editing the ${control.title.toLowerCase()}`)}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** An open editor: its fields, then Cancel and Confirm. */
export function EditorForm({ control, children }: { control: EditorControl; children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={`Editing ${control.title}`}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        border: 2,
        borderColor: 'primary.main',
        bgcolor: 'background.paper',
        boxShadow: '0 8px 24px rgba(8,63,51,0.12)',
      }}
    >
      {children}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2.5 }}>
        <Button onClick={control.onCancel} disabled={control.busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={control.onConfirm} disabled={control.busy}>
          Confirm
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A small titled part of the page (name-like values: Google Place ID, image URL, ratings,
 * categories): its saved value with the Set/Edit button, or the open editor.
 */
export function EditableRow({
  control,
  children,
  editor,
}: {
  control: EditorControl;
  children: ReactNode;
  editor: ReactNode;
}) {
  return (
    <Box component="section" aria-label={control.title} sx={{ py: 1.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 32 }}>
        <Typography
          component="h2"
          sx={{
            flex: 1,
            fontWeight: 700,
            fontSize: '0.8rem',
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            color: 'text.secondary',
          }}
        >
          {control.title}
        </Typography>
        <EditButton control={control} />
      </Box>
      <Box sx={{ mt: 0.75, minWidth: 0, overflowWrap: 'anywhere' }}>
        {control.open ? (
          <EditorForm control={control}>{editor}</EditorForm>
        ) : control.isEmpty ? (
          <NotSet />
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}

export function NotSet({ text = 'Not set yet.' }: { text?: string }) {
  return <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{text}</Typography>;
}

/** A card holding EditableRows, with hairlines between them. */
export function RowCard({ children }: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        px: { xs: 2, sm: 2.5 },
        py: 0.5,
        borderColor: 'rgba(0,0,0,0.08)',
        '& > section + section': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {children}
    </Paper>
  );
}
