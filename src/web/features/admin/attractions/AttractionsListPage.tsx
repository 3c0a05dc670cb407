import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminFilter } from '../../../../contract/enums';
import { useAdminAttractions } from '../api/get-admin-attractions';
import { ADMIN_PAGE_SIZE } from '../api/query-keys';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { AdminList } from '../lists/AdminList';
import { FilterTabs } from '../lists/FilterTabs';
import { ListRow } from '../lists/ListRow';
import { RowAction } from '../lists/RowAction';
import { SearchField } from '../lists/SearchField';
import { useListParams } from '../lists/use-list-params';
import { adminPaths, attractionPaths, type AttractionListFilter } from '../paths';
import { SocialFreshnessChip } from './SocialFreshnessChip';
import { SourceChip } from './SourceChip';
import { SourceFilter, useSourceParam } from './SourceFilter';
import { LiveChip } from './StatusChip';

const FILTERS: Record<AttractionListFilter, { adminFilter: AdminFilter; label: string }> = {
  all: { adminFilter: 'ALL_ATTRACTIONS', label: 'All' },
  active: { adminFilter: 'LIVE_ATTRACTIONS', label: 'Active' },
  inactive: { adminFilter: 'NON_LIVE_ATTRACTIONS', label: 'Inactive' },
};

const TABS = (Object.keys(FILTERS) as AttractionListFilter[]).map((filter) => ({
  label: FILTERS[filter].label,
  to: adminPaths.attractions(filter),
}));

/** /admin/attractions/{all|active|inactive}: searchable, paged, with the social freshness. */
export default function AttractionsListPage({ filter }: { filter: AttractionListFilter }) {
  const { page, search, setPage, setSearch } = useListParams();
  const [now] = useState(() => new Date());
  const { source, setSource } = useSourceParam();
  const query = useAdminAttractions({
    adminFilter: FILTERS[filter].adminFilter,
    page,
    search,
    source,
  });

  return (
    <>
      <AdminPageHeader
        title="Attractions"
        pageTitle={`Admin ${FILTERS[filter].label} Attractions`}
        subtitle="Manage social posts, view or edit each attraction. The chip shows how fresh its last social post is."
        actions={
          <Button component={RouterLink} to={attractionPaths.create} variant="contained">
            Create attraction
          </Button>
        }
      />
      <FilterTabs label="Attraction filters" tabs={TABS} current={adminPaths.attractions(filter)} />
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <SearchField
          label="Search attractions"
          placeholder="e.g. Chester Zoo"
          value={search}
          onSearch={setSearch}
        />
        <SourceFilter value={source} onChange={setSource} />
      </Box>
      <AdminList
        label="Attractions"
        query={query}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={setPage}
        itemKey={(attraction) => attraction.id}
        renderItem={(attraction) => (
          <ListRow
            title={attraction.name}
            meta={[
              `#${attraction.id}`,
              attraction.location.region?.displayName,
              attraction.mainCategory?.displayName,
            ]
              .filter(Boolean)
              .join(' · ')}
            chips={
              <>
                <LiveChip status={attraction.status} />
                <SourceChip source={attraction.source} />
                <SocialFreshnessChip lastPost={attraction.metadata.lastSocialPost} now={now} />
              </>
            }
            actions={
              <>
                <RowAction
                  to={adminPaths.manageSocial(attraction.id)}
                  label="Manage Social"
                  itemName={attraction.name}
                  variant="contained"
                />
                <RowAction
                  to={attractionPaths.view(attraction.id)}
                  label="View"
                  itemName={attraction.name}
                />
                <RowAction
                  to={attractionPaths.edit(attraction.id)}
                  label="Edit"
                  itemName={attraction.name}
                />
                <RowAction
                  to={adminPaths.auditTrail(attraction.id)}
                  label="History"
                  itemName={attraction.name}
                  variant="text"
                />
              </>
            }
          />
        )}
      />
    </>
  );
}
