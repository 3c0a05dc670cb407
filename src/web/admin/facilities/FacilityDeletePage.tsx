import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { facilityPlainName } from '../../../contract/facility-name.js';
import { notices } from '../../../contract/messages.js';
import { PageLoading } from '../../components/PageLoading';
import { useAdminAlerts } from '../alerts';
import { serverMessage } from '../api/admin-client';
import { useAdminFacility } from '../api/get-admin-facility';
import { useDeleteFacility } from '../api/delete-facility';
import { DeleteConfirmation } from '../forms/DeleteConfirmation';
import { LoadFailure } from '../forms/LoadFailure';
import { liveCount } from '../lists/CatalogueListPage';
import { adminPaths } from '../paths';
import { FacilityIcon } from './FacilityIcon';

export const FACILITY_DELETED = 'This Facility has been successfully deleted!';

/** /admin/facilities/delete/{facilityName}: SPEC §8's warning; success goes to the list. */
export default function FacilityDeletePage() {
  const { facilityName = '' } = useParams();
  const query = useAdminFacility(facilityName);
  const remove = useDeleteFacility();
  const navigate = useNavigate();
  const { showAlert } = useAdminAlerts();
  const [failure, setFailure] = useState<string | null>(null);

  if (query.isError) {
    return (
      <LoadFailure
        title="Delete Facility"
        error={query.error}
        notFoundText="No matching Facility could be found."
        backTo={adminPaths.facilities}
        backLabel="All facilities"
      />
    );
  }
  const facility = query.data;
  if (!facility) return <PageLoading />;
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
              {facility.facilityName} · {liveCount(facility.attractionCount)} list it; it will be
              removed from them.
            </Typography>
          </Box>
        </Box>
      }
      warning={notices.deleteFacilityWarning}
      confirmLabel="Delete facility"
      cancelTo={adminPaths.facilityEdit(facility.facilityName)}
      deleting={remove.isPending}
      failure={failure}
      onConfirm={async () => {
        setFailure(null);
        try {
          await remove.mutateAsync(facility.facilityName);
          showAlert({ severity: 'success', message: FACILITY_DELETED });
          navigate(adminPaths.facilities, { replace: true });
        } catch (error) {
          setFailure(serverMessage(error) ?? 'This facility was not deleted. Please try again.');
        }
      }}
    />
  );
}
