import type { Envelope } from '../../../../contract/list';
import {
  SECOND_FACTOR_PATH,
  type ReauthenticationInput,
  type RecoveryCodes,
  type SecondFactorChange,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '../../../../contract/second-factor';
import { adminJson, type AdminClient } from '../../../api/admin-client';

/** The signed-in admin's second factor (server: second-factor-routes.ts). */
export async function getSecondFactorStatus(client: AdminClient): Promise<SecondFactorStatus> {
  return (await adminJson<Envelope<SecondFactorStatus>>(client, SECOND_FACTOR_PATH)).response;
}

/** Starts a set-up; the password (and the current code once one is on) is asked again. */
export async function startEnrolment(
  client: AdminClient,
  reauthentication: ReauthenticationInput,
): Promise<SecondFactorEnrolment> {
  const path = `${SECOND_FACTOR_PATH}/enrolment`;
  const request = { method: 'POST' as const, body: reauthentication };
  return (await adminJson<Envelope<SecondFactorEnrolment>>(client, path, request)).response;
}

/** Turns the second factor off with the password and the current code (or a recovery code). */
export async function removeSecondFactor(
  client: AdminClient,
  reauthentication: ReauthenticationInput,
): Promise<SecondFactorChange> {
  const path = `${SECOND_FACTOR_PATH}/removal`;
  const request = { method: 'POST' as const, body: reauthentication };
  return (await adminJson<Envelope<SecondFactorChange>>(client, path, request)).response;
}

export async function confirmEnrolment(client: AdminClient, code: string): Promise<string[]> {
  const path = `${SECOND_FACTOR_PATH}/enrolment/confirm`;
  const answer = await adminJson<Envelope<RecoveryCodes>>(client, path, {
    method: 'POST',
    body: { code },
  });
  return answer.response.recoveryCodes;
}
