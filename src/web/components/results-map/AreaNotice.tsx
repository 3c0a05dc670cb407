import { Alert, Button } from '@mui/material';

/** Says the results are limited to the area searched on the map, and undoes it (decision 090). */
export default function AreaNotice({ onClear }: { onClear: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onClear}>
          Show everywhere
        </Button>
      }
    >
      Showing places in the map area you searched.
    </Alert>
  );
}
