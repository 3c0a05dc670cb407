import type { AuthenticateInput, AuthenticateResponse } from '../../../../contract/auth';
import type { Envelope } from '../../../../contract/list';
import { sendJson } from '../../../api/http';

/** POST /management-service/v1/authenticate {username, password} → {result, response} (SPEC §7). */
export async function authenticate(credentials: AuthenticateInput): Promise<AuthenticateResponse> {
  const answer = await sendJson<Envelope<AuthenticateResponse>>(
    'POST',
    '/management-service/v1/authenticate',
    credentials,
  );
  return answer.response;
}
