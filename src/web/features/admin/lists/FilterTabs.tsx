import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export interface FilterTab {
  label: string;
  to: string;
}

/** SPEC §2/§6 list filters (all / active / inactive ...): one link per path, the current marked. */
export function FilterTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly FilterTab[];
  current: string;
}) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 1,
        mb: 2,
        overflowX: 'auto',
        pb: 0.5,
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      {tabs.map((tab) => {
        const selected = tab.to === current;
        return (
          <Button
            key={tab.to}
            component={RouterLink}
            to={tab.to}
            aria-current={selected ? 'page' : undefined}
            variant={selected ? 'contained' : 'outlined'}
            size="small"
            sx={{
              flexShrink: 0,
              minHeight: 36,
              px: 2,
              ...(selected
                ? {}
                : { bgcolor: 'background.paper', borderColor: 'divider', color: 'text.primary' }),
            }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Box>
  );
}
