import { ADMIN_TOKEN_HEADER } from '../../contract/auth-token';
import { sendJson } from './http';

/**
 * How the admin token travels to the server. Where it is kept and when it is usable is the
 * admin-session module's job (providers/admin-session/).
 */

/** Admin calls send the token in a header named token (SPEC §6). */
export function adminHeaders(token: string): Record<string, string> {
  return { [ADMIN_TOKEN_HEADER]: token };
}

/**
 * DELETE /management-service/v1/authenticate (token header): revokes the token on the server
 * before the browser forgets it. Best effort: Log Out must work even when the server cannot be
 * reached, so failures are swallowed.
 */
export async function revokeAdminToken(token: string): Promise<void> {
  try {
    await sendJson(
      'DELETE',
      '/management-service/v1/authenticate',
      {},
      { headers: adminHeaders(token) },
    );
  } catch {
    // Nothing to do: the cookie is cleared regardless and the token expires on its own.
  }
}
