import { adminHeaders } from './admin-headers';
import { sendJson } from './http';

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
