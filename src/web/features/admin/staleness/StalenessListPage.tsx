import { Box, Button, Chip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEMPORARILY_CLOSED_BADGE } from '../../../../contract/closure';
import { asOfWords, isStaleFact, sourceHost } from '../../../../contract/fact-provenance';
import { factGroupLabels } from '../../../../contract/family-facts';
import { lastCheckedText } from '../../../../contract/freshness';
import { londonToday } from '../../../../contract/london-time';
import { isoDate } from '../../../../contract/opening-hours';
import {
  STALENESS_FILTER_LABELS,
  STALENESS_FILTERS,
  type StaleAttraction,
  type StalenessFilter,
} from '../../../../contract/staleness';
import { useAlerts } from '../../../providers/alerts';
import { serverMessage } from '../../../api/admin-client';
import { ADMIN_PAGE_SIZE } from '../api/query-keys';
import { afterAttractionChange, markChecked, useStaleness } from '../api/trust';
import { formatMoment } from '../dates';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { AdminList } from '../lists/AdminList';
import { FilterTabs } from '../lists/FilterTabs';
import { ListRow } from '../lists/ListRow';
import { RowAction } from '../lists/RowAction';
import { SearchField } from '../lists/SearchField';
import { useListParams } from '../lists/use-list-params';
import { adminPaths, attractionPaths } from '../paths';
import { useAdminClient } from '../../../providers/admin-session/admin-session';

/** 'Oldest fact: Opening times as of May 2022, from example.org (over a year ago)'. */
function oldestFactText(fact: StaleAttraction['oldestFact']): string | null {
  if (!fact) return null;
  const from = fact.url ? `, from ${sourceHost(fact.url)}` : '';
  const old = isStaleFact(fact.asOf, isoDate(londonToday())) ? ' (over a year ago)' : '';
  return `Oldest fact: ${factGroupLabels[fact.group]} as of ${asOfWords(fact.asOf, fact.asOfPrecision)}${from}${old}`;
}

const TABS = STALENESS_FILTERS.map((filter) => ({
  label: STALENESS_FILTER_LABELS[filter],
  to: adminPaths.staleness(filter),
}));

function MarkCheckedButton({ attraction }: { attraction: StaleAttraction }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const mutation = useMutation({
    mutationFn: () => markChecked(client!, attraction.id),
    onSuccess: async () => {
      await afterAttractionChange(queryClient);
      showAlert({ severity: 'success', message: `${attraction.name} is marked checked today.` });
    },
    onError: (error) =>
      showAlert({ severity: 'error', message: serverMessage(error) ?? 'This could not be saved.' }),
  });
  return (
    <Button
      size="small"
      variant="contained"
      disabled={mutation.isPending}
      onClick={() => mutation.mutate()}
      aria-label={`Mark ${attraction.name} checked`}
      sx={{ minHeight: 34, whiteSpace: 'nowrap' }}
    >
      Mark checked
    </Button>
  );
}

/**
 * /admin/staleness/{all|never|overdue|old-facts|basic}: live attractions, the longest unchecked
 * first, so moderators work the oldest first (decision 067); 'old-facts' by the oldest sourced
 * fact (decision 109).
 */
export default function StalenessListPage({ filter }: { filter: StalenessFilter }) {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useStaleness({ filter, page, search });

  return (
    <>
      <AdminPageHeader
        title="Facts to check"
        pageTitle={`Admin ${STALENESS_FILTER_LABELS[filter]}`}
        subtitle="Live attractions by their last check, never checked first. Check the place's own website, correct what changed in the editor, then mark it checked."
      />
      <FilterTabs label="Staleness filters" tabs={TABS} current={adminPaths.staleness(filter)} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Search attractions to check"
          placeholder="e.g. Chester Zoo"
          value={search}
          onSearch={setSearch}
        />
      </Box>
      <AdminList
        label="Attractions to check"
        query={query}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={setPage}
        itemKey={(attraction) => attraction.id}
        renderItem={(attraction) => (
          <ListRow
            title={attraction.name}
            meta={[
              attraction.lastCheckedAt
                ? `Last checked ${formatMoment(attraction.lastCheckedAt)}${attraction.lastCheckedBy ? ` by ${attraction.lastCheckedBy}` : ''}`
                : lastCheckedText(null),
              oldestFactText(attraction.oldestFact),
              attraction.mainCategory,
              attraction.region,
            ]
              .filter(Boolean)
              .join(' · ')}
            chips={
              <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                {attraction.detailedView ? null : <Chip size="small" label="Basic listing" />}
                {attraction.closureState === 'temporarilyClosed' ? (
                  <Chip size="small" color="warning" label={TEMPORARILY_CLOSED_BADGE} />
                ) : null}
              </Box>
            }
            actions={
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <MarkCheckedButton attraction={attraction} />
                <RowAction
                  to={attractionPaths.edit(attraction.id)}
                  label="Edit"
                  itemName={attraction.name}
                />
                <RowAction
                  to={attractionPaths.view(attraction.id)}
                  label="View"
                  itemName={attraction.name}
                />
              </Box>
            }
          />
        )}
      />
    </>
  );
}
