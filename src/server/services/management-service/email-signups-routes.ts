// The mailing list for admins: a paged list and a CSV export of everyone who signed up and
// confirmed their address (double opt-in, decision 160); unconfirmed sign-ups never show.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, desc, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pagingQueryShape } from '../../../contract/list-query.js';
import { buildListMetadata, listResponseSchema } from '../../../contract/list.js';
import { emailSignups } from '../../db/schema.js';
import { adminSecurity, errorResponses, managementTags } from './route-support.js';

const EmailSignupSchema = z.object({
  email: z.string(),
  signedUpAt: z.iso.datetime({ offset: true }),
});

/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula (= + - @, tab, CR) is
 * prefixed with an apostrophe: an address is text, never a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const confirmed = isNotNull(emailSignups.confirmedAt);
/** The day the address joined the list: when its owner confirmed it. */
const signedUpAt = (row: typeof emailSignups.$inferSelect) =>
  (row.confirmedAt ?? row.createdAt).toISOString();

export const emailSignupsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };

  app.get(
    '/emailSignups',
    {
      schema: {
        ...common,
        summary: 'The mailing list, newest first',
        querystring: z.object(pagingQueryShape),
        response: { 200: listResponseSchema(EmailSignupSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(emailSignups)
          .where(confirmed)
          .orderBy(desc(emailSignups.confirmedAt), desc(emailSignups.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(emailSignups)
          .where(confirmed),
      ]);
      return {
        results: rows.map((row) => ({ email: row.email, signedUpAt: signedUpAt(row) })),
        metadata: buildListMetadata({ totalResults: Number(total?.count ?? 0), page, pageSize }),
      };
    },
  );

  app.get(
    '/emailSignups/export',
    {
      schema: {
        ...common,
        summary: 'The whole mailing list as CSV (email, signedUpAt), oldest first',
        response: {
          200: {
            description: 'CSV with a header row',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses(401),
        },
      },
    },
    async (_request, reply) => {
      const rows = await db
        .select()
        .from(emailSignups)
        .where(confirmed)
        .orderBy(asc(emailSignups.confirmedAt), asc(emailSignups.id));
      const lines = [
        'email,signedUpAt',
        ...rows.map((r) => `${csvField(r.email)},${signedUpAt(r)}`),
      ];
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="email-signups-${day}.csv"`)
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
};
