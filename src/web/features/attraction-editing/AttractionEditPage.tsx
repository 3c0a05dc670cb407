import { Alert, Box, Container, Link } from '@mui/material';
import { usePageQuery } from '../../api/page-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { listTexts, notices } from '../../../contract/messages';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { getManagedAttraction } from '../../api/attraction-submissions';
import { parseAttractionId } from '../../api/get-attraction';
import { AttractionView } from '../../components/attraction-view/AttractionView';
import NotFoundPage from '../../components/NotFoundPage';
import { PageLoading } from '../../components/PageLoading';
import { resolvePageAccess } from '../../lib/attraction-page-access';
import { useAdminAccess } from '../../providers/admin-session/use-admin-access';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { InlineEditing } from './InlineEditing';
import { PAGE_PATTERNS } from '../../../contract/page-routes';

/**
 * /attraction/edit/{id} (SPEC §2, §4, §6): the attraction page itself, its view panels each with
 * a Set/Edit button beside the heading and its editor opening in place (docs/decisions/103).
 */
export default function AttractionEditPage() {
  usePageTitle(PAGE_NAMES.edit);
  const { attractionId } = useParams();
  const { pathname } = useLocation();
  const { token, checking } = useAdminAccess();
  const { productName } = useSiteConfig();
  const id = parseAttractionId(attractionId);
  const access = resolvePageAccess(pathname, token !== null);
  const query = usePageQuery({
    // SPEC §4: data reloads when the id in the path changes (the id is in the key).
    queryKey: ['managed-attraction', id, token],
    queryFn: ({ signal }) => getManagedAttraction(id!, token, signal),
    enabled: id !== null && !checking,
    staleTime: 0,
  });

  if (id === null || !access) return <NotFoundPage />;
  if (checking || query.isPending) {
    return <PageLoading text={listTexts.loadingAttraction(productName)} />;
  }
  if (query.isError) return <NotFoundPage />;
  const attraction = query.data;

  return (
    <Box>
      {access.showNotLoggedIn ? (
        <Container maxWidth="lg" sx={{ pt: 3 }}>
          <Alert severity="warning">
            {/* SPEC §6's sentence with its 'Log-in' as the link. */}
            {notices.notLoggedInToEdit.slice(0, notices.notLoggedInToEdit.indexOf('Log-in'))}
            <Link
              component={RouterLink}
              to={PAGE_PATTERNS.admin}
              sx={{ fontWeight: 700, color: 'inherit' }}
            >
              Log-in
            </Link>
            {notices.notLoggedInToEdit.slice(notices.notLoggedInToEdit.indexOf('Log-in') + 6)}
          </Alert>
        </Container>
      ) : null}
      {attraction === null ? (
        access.showNotLoggedIn ? null : (
          <NotFoundPage />
        )
      ) : token === null ? (
        // Not logged in: the read-only page under the warning (SPEC §6).
        <AttractionView attraction={attraction} />
      ) : (
        <InlineEditing
          key={attraction.id}
          attraction={attraction}
          access={access}
          token={token}
          onReload={() => query.refetch()}
        />
      )}
    </Box>
  );
}
