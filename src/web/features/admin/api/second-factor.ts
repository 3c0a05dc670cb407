import type { Envelope } from '../../../../contract/list';
import {
  SECOND_FACTOR_PATH,
  type RecoveryCodes,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '../../../../contract/second-factor';
import { adminJson, type AdminClient } from '../../../api/admin-client';

/** The signed-in admin's second factor (server: second-factor-routes.ts). */
export async function getSecondFactorStatus(client: AdminClient): Promise<SecondFactorStatus> {
  return (await adminJson<Envelope<SecondFactorStatus>>(client, SECOND_FACTOR_PATH)).response;
}

export async function startEnrolment(client: AdminClient): Promise<SecondFactorEnrolment> {
  const path = `${SECOND_FACTOR_PATH}/enrolment`;
  return (await adminJson<Envelope<SecondFactorEnrolment>>(client, path, { method: 'POST' }))
    .response;
}

export async function confirmEnrolment(client: AdminClient, code: string): Promise<string[]> {
  const path = `${SECOND_FACTOR_PATH}/enrolment/confirm`;
  const answer = await adminJson<Envelope<RecoveryCodes>>(client, path, {
    method: 'POST',
    body: { code },
  });
  return answer.response.recoveryCodes;
}
