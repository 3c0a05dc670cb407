import { Chip } from '@mui/material';
import type { Facility } from '../../../../contract/facility';
import { facilityPlainName } from '../../../../contract/facility-name';
import { useAdminFacilities } from '../api/get-admin-facilities';
import { CatalogueListPage, liveCount } from '../lists/CatalogueListPage';
import { ListRow } from '../lists/ListRow';
import { RowAction } from '../lists/RowAction';
import { adminPaths } from '../paths';
import { FacilityIcon } from './FacilityIcon';

/** /admin/facilities/all */
export default function FacilitiesListPage() {
  return (
    <CatalogueListPage<Facility>
      title="Facilities"
      subtitle="What an attraction offers, with the icon, colour and wording visitors see."
      noun="facilities"
      placeholder="e.g. Baby Changing"
      createLabel="Create facility"
      createTo={adminPaths.facilityCreate}
      useItems={useAdminFacilities}
      itemKey={(facility) => facility.facilityName}
      renderItem={(facility) => {
        const name = facilityPlainName(facility.displayName);
        return (
          <ListRow
            leading={<FacilityIcon icon={facility.icon} colour={facility.colour} />}
            title={name}
            meta={[
              facility.facilityName,
              facility.types.length > 0 ? facility.types.map((t) => t.name).join(', ') : null,
              liveCount(facility.attractionCount),
            ]
              .filter(Boolean)
              .join(' · ')}
            chips={
              facility.isActive && !facility.forDisabled ? undefined : (
                <>
                  {facility.isActive ? null : (
                    <Chip
                      size="small"
                      label="Inactive"
                      sx={{ bgcolor: '#eceeed', color: '#374151', fontWeight: 700 }}
                    />
                  )}
                  {facility.forDisabled ? (
                    <Chip
                      size="small"
                      label="Accessibility"
                      sx={{ bgcolor: '#e0ecff', color: '#1e3a8a', fontWeight: 700 }}
                    />
                  ) : null}
                </>
              )
            }
            actions={
              <>
                <RowAction
                  to={adminPaths.facilityEdit(facility.facilityName)}
                  label="Edit"
                  itemName={name}
                />
                <RowAction
                  to={adminPaths.facilityDelete(facility.facilityName)}
                  label="Delete"
                  itemName={name}
                  color="error"
                  variant="text"
                />
              </>
            }
          />
        );
      }}
    />
  );
}
