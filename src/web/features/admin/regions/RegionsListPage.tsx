import type { Region } from '../../../../contract/region';
import { useAdminRegions } from '../api/get-admin-regions';
import { CatalogueListPage, liveCount } from '../lists/CatalogueListPage';
import { ListRow } from '../lists/ListRow';
import { RowAction } from '../lists/RowAction';
import { adminPaths } from '../paths';

/** /admin/regions/all */
export default function RegionsListPage() {
  return (
    <CatalogueListPage<Region>
      title="Regions"
      subtitle="The areas of the UK attractions belong to, each with the centre its map opens on."
      noun="regions"
      placeholder="e.g. Yorkshire"
      createLabel="Create region"
      createTo={adminPaths.regionCreate}
      useItems={useAdminRegions}
      itemKey={(region) => region.regionName}
      renderItem={(region) => (
        <ListRow
          title={region.displayName}
          meta={`${region.regionName} · ${region.latitude.toFixed(4)}, ${region.longitude.toFixed(4)} · ${liveCount(region.attractionCount)}`}
          actions={
            <RowAction
              to={adminPaths.regionEdit(region.regionName)}
              label="Edit"
              itemName={region.displayName}
            />
          }
        />
      )}
    />
  );
}
