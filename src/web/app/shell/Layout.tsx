import { Box } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { CookieNotice } from './CookieNotice';
import { PageLoading } from '../../components/PageLoading';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { ApiOutageGate } from '../../features/system/ApiOutageGate';
import { useDialogs } from '../../providers/dialogs';

// Drawer and dialogs are fetched on first use: most visits never open them, and they keep
// Autocomplete, the city list and the settings form out of the first page's JavaScript.
const loadNavDrawer = () => import('./NavDrawer');
const NavDrawer = lazy(loadNavDrawer);
const ChangeLocationDialog = lazy(() => import('../../components/location/ChangeLocationDialog'));
const SettingsDialog = lazy(() => import('../../components/settings/SettingsDialog'));

/** The frame of every page: skip link, header, the page, footer, cookie notice and dialogs. */
export function Layout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { current, closeDialog } = useDialogs();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
        onPreloadMenu={() => void loadNavDrawer()}
      />
      {/* At least a screen tall, so the footer never shows above the fold and then jumps down
          as the page arrives (layout shift). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
      >
        <Suspense fallback={<PageLoading />}>
          <ApiOutageGate>
            <Outlet />
          </ApiOutageGate>
        </Suspense>
      </Box>
      <SiteFooter />
      <CookieNotice />
      <Suspense fallback={null}>
        {menuUsed ? <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} /> : null}
        {current === 'location' ? <ChangeLocationDialog open onClose={closeDialog} /> : null}
        {current === 'settings' ? <SettingsDialog open onClose={closeDialog} /> : null}
      </Suspense>
    </Box>
  );
}
