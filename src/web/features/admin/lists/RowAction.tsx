import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A row's action link: a short visible label, named with the row's item for screen readers. */
export function RowAction({
  to,
  label,
  itemName,
  variant = 'outlined',
  color = 'primary',
  icon,
}: {
  to: string;
  label: string;
  itemName: string;
  variant?: 'outlined' | 'contained' | 'text';
  color?: 'primary' | 'error' | 'inherit';
  icon?: ReactNode;
}) {
  return (
    <Button
      component={RouterLink}
      to={to}
      size="small"
      variant={variant}
      color={color}
      startIcon={icon}
      aria-label={`${label} ${itemName}`}
      sx={{ minHeight: 34, minWidth: 0, px: { xs: 1.25, sm: 1.5 }, whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
