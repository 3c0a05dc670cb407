import { Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { facilityPlainName } from '../../../../contract/facility-name';
import { notices } from '../../../../contract/messages';
import { useAdminFacility } from '../api/get-admin-facility';
import { useDeleteFacility } from '../api/delete-facility';
import { FACILITY } from '../forms/catalogue-entities';
import { DeleteConfirmation } from '../forms/DeleteConfirmation';
import { LoadedItem } from '../forms/LoadedItem';
import { useCatalogueDelete } from '../forms/use-catalogue-delete';
import { liveCount } from '../lists/CatalogueListPage';
import { adminPaths } from '../paths';
import { FacilityIcon } from './FacilityIcon';

export const FACILITY_DELETED = 'This Facility has been successfully deleted!';

/** /admin/facilities/delete/{facilityName}: SPEC §8's warning; success goes to the list. */
export default function FacilityDeletePage() {
  const { facilityName = '' } = useParams();
  const query = useAdminFacility(facilityName);
  const confirmDelete = useCatalogueDelete(useDeleteFacility(), FACILITY, {
    deleted: FACILITY_DELETED,
    notDeleted: 'This facility was not deleted. Please try again.',
  });

  return (
    <LoadedItem query={query} entity={FACILITY} action="Delete">
      {(facility) => {
        const name = facilityPlainName(facility.displayName);
        return (
          <DeleteConfirmation
            title={`Delete ${name}?`}
            pageTitle={`Delete Facility - ${name}`}
            summary={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <FacilityIcon icon={facility.icon} colour={facility.colour} />
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                  <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                    {facility.facilityName} · {liveCount(facility.attractionCount)} list it; it will
                    be removed from them.
                  </Typography>
                </Box>
              </Box>
            }
            warning={notices.deleteFacilityWarning}
            confirmLabel="Delete facility"
            cancelTo={adminPaths.facilityEdit(facility.facilityName)}
            {...confirmDelete(facility.facilityName)}
          />
        );
      }}
    </LoadedItem>
  );
}
