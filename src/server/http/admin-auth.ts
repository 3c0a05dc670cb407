// Who is asking: admin calls send their token in a header named `token` (SPEC §6). The server
// enforces every permission; the web app's hiding of buttons is a convenience only.
import type { FastifyRequest } from 'fastify';
import { findAdminByToken, type Admin } from './sessions.js';
import { HttpError } from './errors.js';

export const UNAUTHORISED_MESSAGE = 'A valid admin token is required. Please log in again.';

const resolved = new WeakMap<FastifyRequest, Promise<Admin | null>>();

/** The signed-in admin for this request, or null (looked up once per request). */
export function adminOf(request: FastifyRequest): Promise<Admin | null> {
  let admin = resolved.get(request);
  if (!admin) {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    admin = token
      ? findAdminByToken(request.server.database.db, token, request.server.clock.now())
      : Promise.resolve(null);
    resolved.set(request, admin);
  }
  return admin;
}

/** The admin, or a 401 with a clear message. */
export async function requireAdmin(request: FastifyRequest): Promise<Admin> {
  const admin = await adminOf(request);
  if (!admin) throw new HttpError(401, UNAUTHORISED_MESSAGE);
  return admin;
}

export type { Admin };
