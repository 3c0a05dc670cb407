import { Button, Paper, Typography } from '@mui/material';
import { createSvgIcon } from '@mui/material/utils';
import { Link as RouterLink } from 'react-router';
import { useAdminToken } from '../../components/layout/use-admin-token';

const EditIcon = createSvgIcon(
  <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />,
  'Edit',
);

/**
 * SPEC §6: in view mode an admin (a usable login token) gets the 'Edit Attraction' button, which
 * opens /attraction/edit/{id}. Visitors never see it. The strip mirrors the edit page's admin bar
 * (AdminActionBar), so the two pages link to each other from the same spot.
 */
export function AdminViewBar({ attractionId }: { attractionId: number }) {
  const token = useAdminToken();
  if (token === null) return null;
  return (
    <Paper
      component="section"
      aria-label="Admin actions"
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        mb: { xs: 0, sm: 3 },
        borderRadius: { xs: 0, sm: 3 },
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        bgcolor: 'grey.50',
      }}
    >
      <Typography sx={{ fontWeight: 700, flex: 1 }}>Admin</Typography>
      <Button
        component={RouterLink}
        to={`/attraction/edit/${attractionId}`}
        size="small"
        variant="contained"
        startIcon={<EditIcon />}
      >
        Edit Attraction
      </Button>
    </Paper>
  );
}
