import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Links in an admin page header to the same attraction's other pages (View, Edit, History…). */
export function HeaderLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <>
      {links.map(({ label, to }) => (
        <Button
          key={label}
          component={RouterLink}
          to={to}
          variant="outlined"
          sx={{ bgcolor: 'background.paper' }}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
