import { Box } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { pageHref } from '../../../contract/page-routes';

/** SPEC §2: the tab bar shared by the information pages. */
export const INFO_TABS = [
  { label: 'About', to: pageHref.about },
  { label: 'Policies', to: pageHref.policies },
  { label: 'Contact', to: pageHref.contact },
  { label: 'Settings', to: pageHref.settings },
] as const;

/**
 * The information pages' tab bar. The tabs move between pages, so they are links in a
 * navigation landmark (not ARIA tabs), the current one marked with aria-current (docs/decisions/087).
 */
export function InfoTabs() {
  const { pathname } = useLocation();
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return (
    <Box component="nav" aria-label="Information pages" sx={{ mt: { xs: 2, md: 3 } }}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 0.75,
          listStyle: 'none',
          m: 0,
          p: 0,
          flexWrap: 'wrap',
        }}
      >
        {INFO_TABS.map((tab) => {
          const current = path.startsWith(tab.to);
          return (
            <li key={tab.to}>
              <Box
                component={RouterLink}
                to={tab.to}
                aria-current={current ? 'page' : undefined}
                sx={{
                  display: 'inline-block',
                  px: { xs: 1.5, sm: 2 },
                  py: 1,
                  fontSize: { xs: '0.9rem', sm: '1rem' },
                  borderRadius: 999,
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  color: current ? '#fff' : 'primary.dark',
                  bgcolor: current ? 'primary.main' : 'rgba(11,93,75,0.08)',
                  '&:hover': { bgcolor: current ? 'primary.dark' : 'rgba(11,93,75,0.16)' },
                  '&:focus-visible': { outline: '3px solid #ffc857', outlineOffset: 2 },
                }}
              >
                {tab.label}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
