import { Alert, Box, Chip, Pagination, Paper, Skeleton, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { parseAttractionId } from '../../../../contract/attraction-id';
import { notices } from '../../../../contract/messages';
import { serverMessage } from '../../../api/admin-client';
import { useAdminAttraction } from '../api/get-admin-attraction';
import { useAttractionAudit, type AuditEvent } from '../api/get-attraction-audit';
import { formatMoment } from '../dates';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { useListParams } from '../lists/use-list-params';
import { HeaderLinks } from '../layout/HeaderLinks';
import { adminPaths, attractionPaths } from '../paths';
import { auditActionLabel, auditFieldLabel, auditValue } from './audit-values';

/** /admin/attractions/audit/{attractionId}: who changed what, when, newest first. */
export default function AuditTrailPage() {
  const { attractionId } = useParams();
  const id = parseAttractionId(attractionId);
  const { page, setPage } = useListParams();
  const attraction = useAdminAttraction(id);
  const audit = useAttractionAudit(id, page);
  const name = attraction.data?.name;

  return (
    <>
      <AdminPageHeader
        title={name ? `History of ${name}` : 'Audit Trail'}
        pageTitle={`Audit Trail${name ? ` - ${name}` : ''}`}
        subtitle="Every change made to this attraction: who made it, when, and what changed."
        actions={
          id !== null ? (
            <HeaderLinks
              links={[
                { label: 'Manage Social', to: adminPaths.manageSocial(id) },
                { label: 'View', to: attractionPaths.view(id) },
              ]}
            />
          ) : null
        }
      />
      {id === null || audit.isError ? (
        <Alert severity="error">
          {id === null
            ? notices.attractionNotFound
            : (serverMessage(audit.error) ?? notices.attractionNotFound)}
        </Alert>
      ) : audit.isPending ? (
        <Paper
          variant="outlined"
          sx={{ p: 2 }}
          role="status"
          aria-busy="true"
          aria-label="Loading the history"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} sx={{ mb: i < 2 ? 1.5 : 0 }} />
          ))}
        </Paper>
      ) : audit.data.results.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ py: 6, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}
        >
          <Typography role="status" sx={{ fontWeight: 600 }}>
            No changes have been recorded for this attraction yet.
          </Typography>
        </Paper>
      ) : (
        <>
          <Box
            component="ol"
            aria-label="Changes, newest first"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {audit.data.results.map((event) => (
              <AuditEntry key={event.id} event={event} />
            ))}
          </Box>
          {audit.data.metadata.totalPages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2.5 }}>
              <Pagination
                count={audit.data.metadata.totalPages}
                page={audit.data.metadata.currentPage}
                onChange={(_e, next) => setPage(next)}
                color="primary"
                shape="rounded"
                siblingCount={0}
                aria-label="History pages"
              />
            </Box>
          ) : null}
        </>
      )}
    </>
  );
}

function AuditEntry({ event }: { event: AuditEvent }) {
  const changes = Object.entries(event.changes);
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '12px' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mb: changes.length ? 1.5 : 0,
        }}
      >
        <Chip
          size="small"
          label={auditActionLabel(event.action)}
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
        />
        <Typography sx={{ fontWeight: 600 }}>by {event.actor}</Typography>
        <Typography
          component="time"
          dateTime={event.createdAt}
          sx={{ color: 'text.secondary', fontSize: '0.9rem', ml: { sm: 'auto' } }}
        >
          {formatMoment(event.createdAt)}
        </Typography>
      </Box>
      {changes.length > 0 ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 0.75 },
            fontSize: '0.9rem',
          }}
        >
          {changes.map(([field, change]) => {
            const before = auditValue(field, change.before);
            const after = auditValue(field, change.after);
            return (
              <Box key={field} sx={{ display: 'contents' }}>
                <Box
                  component="dt"
                  sx={{ fontWeight: 600, color: 'text.secondary', mt: { xs: 0.75, sm: 0 } }}
                >
                  {auditFieldLabel(field)}
                </Box>
                <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {before !== null ? (
                    <Box component="del" sx={{ color: '#8a1c1c', mr: 1 }}>
                      <span className="visually-hidden">was </span>
                      {before}
                    </Box>
                  ) : null}
                  <Box
                    component="ins"
                    sx={{ textDecoration: 'none', color: '#14532d', fontWeight: 600 }}
                  >
                    {before !== null ? <span className="visually-hidden">now </span> : null}
                    {after ?? '(none)'}
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Paper>
  );
}
