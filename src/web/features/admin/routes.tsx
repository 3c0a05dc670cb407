import { lazy } from 'react';
import { Route } from 'react-router';
import { PAGE_PATTERNS } from '../../../contract/page-routes';

// The whole admin area is one lazy chunk (its route table and frame), and each admin page a chunk
// of its own inside it: nothing of the admin reaches a visitor's first view (docs/decisions/060).
const AdminRoutes = lazy(() => import('./AdminRoutes'));

/**
 * The admin area (SPEC §2, decision 060). The shell mounts it inside its <Layout> route, before the
 * catch-all: `{adminRoutes}`. Every path under /admin is matched inside AdminRoutes.
 */
export const adminRoutes = <Route path={`${PAGE_PATTERNS.admin}/*`} element={<AdminRoutes />} />;
