import { Box, Button } from '@mui/material';
import { createSvgIcon } from '@mui/material/utils';
import { Link as RouterLink } from 'react-router';
import { useAdminToken } from '../../providers/admin-session/use-admin-token';
import { AdminStrip } from './AdminStrip';
import { pageHref } from '../../../contract/page-routes';

const EditIcon = createSvgIcon(
  <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />,
  'Edit',
);

/**
 * SPEC §6: in view mode an admin (a usable login token) gets the 'Edit Attraction' button, which
 * opens /attraction/edit/{id}. Visitors never see it. The strip is the edit page's (AdminStrip).
 */
export function AdminViewBar({ attractionId }: { attractionId: number }) {
  const token = useAdminToken();
  if (token === null) return null;
  return (
    <AdminStrip gapBelow>
      <Box sx={{ flex: 1 }} />
      <Button
        component={RouterLink}
        to={pageHref.edit(attractionId)}
        size="small"
        variant="contained"
        startIcon={<EditIcon />}
      >
        Edit Attraction
      </Button>
    </AdminStrip>
  );
}
