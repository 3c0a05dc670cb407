import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ListView } from './map-url';

/**
 * List / Map (decision 090): two links, so the choice is a URL (view=map) that Back, reload and a
 * shared link all keep. The current one is marked with aria-current.
 */
export function ViewSwitch({
  view,
  hrefFor,
}: {
  view: ListView;
  hrefFor: (view: ListView) => string;
}) {
  const item = (value: ListView, label: string) => {
    const current = value === view;
    return (
      <Button
        component={RouterLink}
        to={hrefFor(value) || '?'}
        aria-current={current ? 'page' : undefined}
        variant={current ? 'contained' : 'text'}
        size="small"
        sx={{
          borderRadius: 999,
          px: 2,
          minWidth: 64,
          ...(current ? { '&&': { color: '#fff' } } : {}),
        }}
      >
        {label}
      </Button>
    );
  };
  return (
    <Box
      component="nav"
      aria-label="Show results as"
      sx={{
        display: 'inline-flex',
        gap: 0.5,
        p: 0.5,
        borderRadius: 999,
        border: '1px solid rgba(0,0,0,0.12)',
        bgcolor: 'background.paper',
      }}
    >
      {item('list', 'List')}
      {item('map', 'Map')}
    </Box>
  );
}
