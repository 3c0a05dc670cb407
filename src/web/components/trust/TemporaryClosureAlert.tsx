import { Alert, AlertTitle } from '@mui/material';
import { temporaryClosureText, type Closure } from '../../../contract/closure';

/** The banner of a temporarily closed place: when it expects to reopen, and the moderator's note. */
export default function TemporaryClosureAlert({ closure }: { closure: Closure }) {
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
