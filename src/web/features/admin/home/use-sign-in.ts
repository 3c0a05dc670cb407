import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthenticateInputSchema, type AuthenticateInput } from '../../../../contract/auth';
import { serverMessage } from '../../../api/admin-client';
import { ApiError } from '../../../api/http';
import { contractResolver } from '../../../components/forms/form-resolver';
import { useAdminSession } from '../../../providers/admin-session/admin-session';
import { authenticate } from '../api/authenticate';
import { needsSecondFactor } from './SecondFactorCodeField';

/** Why the last sign-in failed: a 401 is shown under SPEC §4's 'Unauthorised' title. */
export type SignInFailure =
  { kind: 'unauthorised'; message: string } | { kind: 'other'; message: string };

/**
 * The admin login form: the contract's rules on every change, then sign in. A 401 that asks for
 * the second factor shows the code field instead of a failure (decision 029).
 */
export function useSignIn() {
  const { signIn } = useAdminSession();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  // Set once the server says this account has a second factor (decision 029): the code field shows.
  const [codeNeeded, setCodeNeeded] = useState(false);
  const { control, handleSubmit, formState } = useForm<
    AuthenticateInput,
    unknown,
    AuthenticateInput
  >({
    resolver: contractResolver<AuthenticateInput, AuthenticateInput>(AuthenticateInputSchema),
    mode: 'all',
    defaultValues: { username: '', password: '', code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      signIn(await authenticate({ ...values, code: values.code || undefined }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        if (needsSecondFactor(error) && !values.code) {
          setCodeNeeded(true);
          return;
        }
        setFailure({
          kind: 'unauthorised',
          message: serverMessage(error) ?? 'The username or password is incorrect.',
        });
      } else {
        setFailure({
          kind: 'other',
          message:
            serverMessage(error) ?? 'Logging in is not possible right now. Please try again.',
        });
      }
    }
  });

  return { control, formState, onSubmit, failure, codeNeeded };
}
