import { Alert, Button } from '@mui/material';
import { plural } from '../../lib/plural';

/**
 * With "open on", places whose hours nobody has checked are left out: say how many, and offer
 * to include them (or to leave them out again). Nothing to say without the filter.
 */
export default function UnknownHoursNotice({
  product,
  openOn,
  hoursUnknown,
  included,
  onInclude,
}: {
  product: string;
  openOn: string | null;
  hoursUnknown: number | undefined;
  included: boolean;
  onInclude: (include: boolean) => void;
}) {
  if (openOn === null) return null;
  if (included) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => onInclude(false)}>
            Leave them out
          </Button>
        }
      >
        Including places whose opening times are not yet checked: check before you go.
      </Alert>
    );
  }
  if (!hoursUnknown) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => onInclude(true)}>
          Include them
        </Button>
      }
    >
      {hoursUnknown.toLocaleString('en-GB')} more {plural(hoursUnknown, product)} may be open, but
      their opening times are not yet checked.
    </Alert>
  );
}
