import { Alert, AlertTitle } from '@mui/material';
import type { Attraction } from '../../../contract/attraction';
import { temporaryClosureText } from '../../../contract/closure';

/** A temporarily closed place says so first, before anything invites a visit (decision 067). */
export function ClosureBanner({ attraction }: { attraction: Attraction }) {
  const { closure } = attraction;
  if (closure.state !== 'temporarilyClosed') return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: { xs: 0, sm: 2.5 }, borderRadius: { xs: 0, sm: 2 } }}
      data-testid="closure-banner"
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{temporaryClosureText(closure)}</AlertTitle>
      {closure.note}
    </Alert>
  );
}
