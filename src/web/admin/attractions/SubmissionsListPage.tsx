import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../contract/attraction.js';
import { ALL_LIST_PAGE_SIZE } from '../../../contract/constants.js';
import type { AdminFilter } from '../../../contract/enums.js';
import { buildListMetadata, type ListResponse } from '../../../contract/list.js';
import { formatReferenceNumber } from '../../../contract/submission.js';
import { useAdminAttractions } from '../api/get-admin-attractions';
import { ADMIN_PAGE_SIZE } from '../api/query-keys';
import { formatMoment } from '../dates';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { AdminList } from '../lists/AdminList';
import { FilterTabs } from '../lists/FilterTabs';
import { ListRow } from '../lists/ListRow';
import { RowAction } from '../lists/RowAction';
import { SearchField } from '../lists/SearchField';
import { useListParams } from '../lists/use-list-params';
import { adminPaths, attractionPaths, type SubmissionListFilter } from '../paths';
import { ReviewChip } from './StatusChip';

const FILTERS: Record<SubmissionListFilter, { adminFilter: AdminFilter; label: string }> = {
  all: { adminFilter: 'ALL_SUBMISSIONS', label: 'All' },
  awaitingapproval: { adminFilter: 'SUBMISSION_AWAITING_REVIEW', label: 'Awaiting approval' },
  rejected: { adminFilter: 'SUBMISSION_REJECTED', label: 'Rejected' },
  // The server has no approved-submissions filter yet: see useSubmissions (docs/decisions/063).
  approved: { adminFilter: 'ALL_SUBMISSIONS', label: 'Approved' },
};

const TABS = (Object.keys(FILTERS) as SubmissionListFilter[]).map((filter) => ({
  label: FILTERS[filter].label,
  to: adminPaths.submissions(filter),
}));

/**
 * The submissions of one filter. 'approved' reads every submission (up to the 1000 of an "all"
 * list) and keeps the approved ones, paging them here; the others page on the server.
 */
function useSubmissions(filter: SubmissionListFilter, page: number, search: string) {
  const approved = filter === 'approved';
  const query = useAdminAttractions({
    adminFilter: FILTERS[filter].adminFilter,
    page: approved ? 1 : page,
    search,
    pageSize: approved ? ALL_LIST_PAGE_SIZE : ADMIN_PAGE_SIZE,
  });
  if (!approved || !query.data) return query;
  const matching = query.data.results.filter((s) => s.status.isApproved);
  const metadata = buildListMetadata({
    totalResults: matching.length,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const data: ListResponse<Attraction> = {
    results: matching.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE),
    metadata,
  };
  return { ...query, data };
}

/** /admin/attractionsubmissions/{all|awaitingapproval|rejected|approved}; rows open the review. */
export default function SubmissionsListPage({ filter }: { filter: SubmissionListFilter }) {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useSubmissions(filter, page, search);

  return (
    <>
      <AdminPageHeader
        title="Attraction Submissions"
        pageTitle={`Admin ${FILTERS[filter].label} Submissions`}
        subtitle="Attractions suggested by visitors. Open one to review it, then approve or reject it."
        actions={
          <Button
            component={RouterLink}
            to={attractionPaths.retrieve}
            variant="outlined"
            sx={{ bgcolor: 'background.paper' }}
          >
            Find by reference
          </Button>
        }
      />
      <FilterTabs label="Submission filters" tabs={TABS} current={adminPaths.submissions(filter)} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Search submissions"
          placeholder="e.g. Blackpool Zoo"
          value={search}
          onSearch={setSearch}
        />
      </Box>
      <AdminList
        label="Submissions"
        query={query}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={setPage}
        itemKey={(submission) => submission.id}
        renderItem={(submission) => (
          <ListRow
            title={submission.name}
            meta={[
              submission.referenceNumber
                ? `Ref ${formatReferenceNumber(submission.referenceNumber)}`
                : null,
              `Submitted ${formatMoment(submission.createdAt)}`,
              submission.location.region?.displayName,
            ]
              .filter(Boolean)
              .join(' · ')}
            chips={<ReviewChip status={submission.status} />}
            actions={
              <RowAction
                to={attractionPaths.review(submission.id)}
                label="Review"
                itemName={submission.name}
                variant="contained"
              />
            }
          />
        )}
      />
    </>
  );
}
