import { useEffect, useState } from 'react';
import type { SecondFactorEnrolment, SecondFactorStatus } from '../../../../contract/second-factor';
import { serverMessage } from '../../../api/admin-client';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import {
  confirmEnrolment,
  getSecondFactorStatus,
  removeSecondFactor,
  startEnrolment,
} from '../api/second-factor';

/** What asking again for the password (and the current code) is for. */
export type ReauthPurpose = 'set-up' | 'remove';

/**
 * Where the set-up stands: the account's status, the password (and current code) asked again,
 * the QR code to scan, or the recovery codes.
 */
export type EnrolmentStep =
  | { kind: 'status' }
  | { kind: 'reauth'; purpose: ReauthPurpose }
  | { kind: 'scan'; enrolment: SecondFactorEnrolment }
  | { kind: 'codes'; recoveryCodes: string[] };

/**
 * The second-factor page's state: the account's status (read again on each return to the status
 * step, so a new enrolment shows), the step, the typed code, the last error and whether a call is
 * under way.
 */
export function useSecondFactorEnrolment() {
  const client = useAdminClient();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [step, setStep] = useState<EnrolmentStep>({ kind: 'status' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!client || step.kind !== 'status') return;
    getSecondFactorStatus(client).then(setStatus, (e: unknown) =>
      setError(serverMessage(e) ?? 'The status could not be loaded. Please try again.'),
    );
  }, [client, step.kind]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(serverMessage(e) ?? 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return {
    status,
    step,
    code,
    setCode,
    error,
    busy,
    canStart: Boolean(client) && !busy && status !== null,
    password,
    setPassword,
    currentCode,
    setCurrentCode,
    /** Asks for the password (and the current code) before a set-up or a removal. */
    askAgain: (purpose: ReauthPurpose) => {
      setPassword('');
      setCurrentCode('');
      setError(null);
      setStep({ kind: 'reauth', purpose });
    },
    submitReauth: (purpose: ReauthPurpose) =>
      void run(async () => {
        const reauthentication = {
          password,
          ...(currentCode.trim() === '' ? {} : { code: currentCode.trim() }),
        };
        if (purpose === 'remove') {
          await removeSecondFactor(client!, reauthentication);
          setStep({ kind: 'status' });
        } else {
          setCode('');
          setStep({ kind: 'scan', enrolment: await startEnrolment(client!, reauthentication) });
        }
        setPassword('');
        setCurrentCode('');
      }),
    confirm: () =>
      void run(async () =>
        setStep({ kind: 'codes', recoveryCodes: await confirmEnrolment(client!, code) }),
      ),
    backToStatus: () => setStep({ kind: 'status' }),
  };
}
