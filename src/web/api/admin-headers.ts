import { ADMIN_TOKEN_HEADER } from '../../contract/auth-token.js';

/** Admin calls send the token in a header named token (SPEC §6). */
export function adminHeaders(token: string): Record<string, string> {
  return { [ADMIN_TOKEN_HEADER]: token };
}
