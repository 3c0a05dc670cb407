import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { AdminFilter } from '../../../../contract/enums';
import { formatReferenceNumber } from '../../../../contract/submission';
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
  approved: { adminFilter: 'SUBMISSION_APPROVED', label: 'Approved' },
};

const TABS = (Object.keys(FILTERS) as SubmissionListFilter[]).map((filter) => ({
  label: FILTERS[filter].label,
  to: adminPaths.submissions(filter),
}));

function useSubmissions(filter: SubmissionListFilter, page: number, search: string) {
  return useAdminAttractions({
    adminFilter: FILTERS[filter].adminFilter,
    page,
    search,
    pageSize: ADMIN_PAGE_SIZE,
  });
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
