import type { SxProps, Theme } from '@mui/material';

/**
 * Plain <input> and <select> styled like the rest of the site. The home page's few fields use
 * these instead of MUI's input stack, which would add ~10 KB to the first page's JavaScript.
 */
export const fieldSx: SxProps<Theme> = {
  width: '100%',
  height: 52,
  px: 1.75,
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'common.white',
  border: '1px solid',
  borderColor: 'rgba(0,0,0,0.28)',
  borderRadius: '12px',
  outline: 'none',
  appearance: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible, &:focus': {
    borderColor: 'primary.main',
    boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}33`,
  },
  '&[aria-invalid="true"]': { borderColor: '#b3261e' },
};

/** A chevron for selects, drawn in CSS so it needs no icon. */
export const selectSx: SxProps<Theme> = {
  pr: 5,
  cursor: 'pointer',
  backgroundImage:
    'linear-gradient(45deg, transparent 50%, #4a4f4c 50%), linear-gradient(135deg, #4a4f4c 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 22px) 23px, calc(100% - 16px) 23px',
  backgroundSize: '6px 6px',
  backgroundRepeat: 'no-repeat',
};

export const labelSx: SxProps<Theme> = {
  display: 'block',
  mb: 0.75,
  fontSize: '0.9rem',
  fontWeight: 600,
  color: 'text.primary',
};
