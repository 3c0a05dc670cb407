import { Box, Chip } from '@mui/material';
import {
  REPORT_REASON_LABELS,
  REPORT_STATUSES,
  type ReportStatus,
} from '../../../../contract/report';
import { ADMIN_PAGE_SIZE } from '../api/query-keys';
import { useReports } from '../api/trust';
import { formatMoment } from '../dates';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { AdminList } from '../lists/AdminList';
import { FilterTabs } from '../lists/FilterTabs';
import { ListRow } from '../lists/ListRow';
import { RowAction } from '../lists/RowAction';
import { SearchField } from '../lists/SearchField';
import { useListParams } from '../lists/use-list-params';
import { adminPaths } from '../paths';

export const STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

const TABS = REPORT_STATUSES.map((status) => ({
  label: STATUS_LABELS[status],
  to: adminPaths.reports(status),
}));

/** /admin/reports/{open|resolved|dismissed}: the moderation queue, open reports oldest first. */
export default function ReportsListPage({ status }: { status: ReportStatus }) {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useReports({ status, page, search });

  return (
    <>
      <AdminPageHeader
        title="Reported problems"
        pageTitle={`Admin ${STATUS_LABELS[status]} Reports`}
        subtitle="What visitors told us is wrong. Check each claim, act on the attraction, then resolve or dismiss the report."
      />
      <FilterTabs label="Report filters" tabs={TABS} current={adminPaths.reports(status)} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Search reports"
          placeholder="e.g. Chester Zoo"
          value={search}
          onSearch={setSearch}
        />
      </Box>
      <AdminList
        label="Reports"
        query={query}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={setPage}
        itemKey={(report) => report.id}
        renderItem={(report) => (
          <ListRow
            title={report.attraction.name}
            meta={`${report.reference} · Reported ${formatMoment(report.createdAt)}`}
            chips={
              <Chip
                size="small"
                label={REPORT_REASON_LABELS[report.reason]}
                sx={{ bgcolor: 'rgba(11, 93, 75, 0.08)' }}
              />
            }
            actions={
              <RowAction
                to={adminPaths.report(report.id)}
                label={report.status === 'open' ? 'Review' : 'View'}
                itemName={`report ${report.reference}`}
                variant="contained"
              />
            }
          />
        )}
      />
    </>
  );
}
