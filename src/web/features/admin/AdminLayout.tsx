import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../contract/constants';
import { AlertsProvider } from '../../providers/alerts';
import { AdminBreadcrumb } from './layout/AdminBreadcrumb';
import { adminPaths } from './paths';
import { AdminSessionProvider, useAdminSession } from '../../providers/admin-session/admin-session';

/** The frame of every admin page, inside the site's header and footer. */
export default function AdminLayout() {
  return (
    <AdminSessionProvider signInPath={adminPaths.home}>
      <AlertsProvider autoHideMs={SNACKBAR_AUTO_HIDE_MS.adminAndAttractionPage} placement="centre">
        <Box sx={{ bgcolor: 'background.default' }}>
          <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 }, px: { xs: 2, sm: 3 } }}>
            <AdminBreadcrumb />
            <AdminGate />
          </Container>
        </Box>
      </AlertsProvider>
    </AdminSessionProvider>
  );
}

/**
 * SPEC §2: every admin page but /admin itself sends a visitor without a usable token to /admin
 * (the sign-in form). Nothing is shown until the token has been judged.
 */
function AdminGate() {
  const { status } = useAdminSession();
  const { pathname } = useLocation();
  const isHome = pathname.replace(/\/+$/, '') === adminPaths.home;
  if (status === 'checking') return <PageLoading />;
  if (status === 'signedOut' && !isHome) return <Navigate to={adminPaths.home} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
