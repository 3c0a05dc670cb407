import type { Control } from 'react-hook-form';
import type { AuthenticateInput } from '../../../../contract/auth';
import { ApiError } from '../../../api/http';
import { FormTextField } from '../../../components/forms/FormTextField';

/** True when sign-in answered 401 because the account's second-factor code is due (decision 029). */
export function needsSecondFactor(error: ApiError): boolean {
  const body = error.body as { secondFactorRequired?: unknown } | null;
  return body?.secondFactorRequired === true;
}

/** The sign-in form's code step: the app's 6-digit code, or a recovery code. */
export function SecondFactorCodeField({ control }: { control: Control<AuthenticateInput> }) {
  return (
    <FormTextField
      control={control}
      name="code"
      label="Code from your authenticator app"
      helperText="The 6-digit code, or one of your recovery codes."
      autoComplete="one-time-code"
      autoFocus
      required
      slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
    />
  );
}
