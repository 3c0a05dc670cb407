import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The bottom bar of an admin form: Save (disabled while the main fields have errors, SPEC §5),
 * Cancel back to the list, and any extra action such as Delete. Sticks to the bottom on phones.
 */
export function FormActions({
  saveLabel,
  canSave,
  saving,
  cancelTo,
  extra,
  hint,
}: {
  saveLabel: string;
  canSave: boolean;
  saving: boolean;
  cancelTo: string;
  extra?: ReactNode;
  hint?: string | null;
}) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        bgcolor: 'rgba(246, 247, 244, 0.94)',
        backdropFilter: 'blur(6px)',
        borderTop: '1px solid',
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.25,
      }}
    >
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!canSave || saving}
        startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        {saveLabel}
      </Button>
      <Button component={RouterLink} to={cancelTo} size="large" color="inherit">
        Cancel
      </Button>
      {hint ? (
        <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem', flex: '1 1 200px' }}>
          {hint}
        </Typography>
      ) : (
        <Box sx={{ flex: 1 }} />
      )}
      {extra}
    </Box>
  );
}
