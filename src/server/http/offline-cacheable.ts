// Marks the answers the service worker may keep for offline use (decision 171): a 200 to a GET
// of a public page or public read, asked without a session. Admin pages, every management call,
// writes and anything asked with the admin token (header or cookie) are never marked, so the
// worker, which keeps only marked answers, can never hold them.
import type { FastifyInstance } from 'fastify';
import { OFFLINE_CACHEABLE_HEADER } from '../../contract/offline.js';
import { isAdminAreaPath } from '../../contract/page-routes.js';

const NEVER_KEPT_PREFIXES = ['/management-service/', '/marketing-service/', '/email/'];
const ADMIN_COOKIE = /(?:^|;\s*)admin-token=/;

export function registerOfflineCacheable(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const path = request.url.split('?')[0] ?? '/';
    if (isAdminAreaPath(path) || NEVER_KEPT_PREFIXES.some((p) => path.startsWith(p))) {
      return payload;
    }
    if (request.headers.token || ADMIN_COOKIE.test(request.headers.cookie ?? '')) return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    reply.header(OFFLINE_CACHEABLE_HEADER, '1');
    return payload;
  });
}
