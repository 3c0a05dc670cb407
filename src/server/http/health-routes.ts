import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.js';

/** /healthz: the process answers. /readyz: the database answers too (for load balancers). */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await database.pool.query('select 1');
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
};
