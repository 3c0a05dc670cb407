// GET /api/postcodes/{postcode} → {latitude, longitude}: the Change Location modal's UK postcode
// lookup. The browser asks us, and we ask the provider configured in POSTCODE_API_URL (a
// postcodes.io-style API: GET {base}/{postcode}/validate, then GET {base}/{postcode}), so the
// provider is one setting and tests point it at a local fake. SPEC §8: a lookup that is not ok,
// has a status other than 200, or carries an error is ignored; here that answers 404, as does an
// unset POSTCODE_API_URL.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CoordinatesSchema } from '../../../contract/attraction.js';
import { ErrorResponseSchema } from '../../../contract/list.js';
import { UK_POSTCODE_PATTERN } from '../../../contract/postcode.js';
import { HttpError } from '../../http/errors.js';

const LOOKUP_TIMEOUT_MS = 3000;

export interface PostcodeClient {
  lookup(postcode: string): Promise<{ latitude: number; longitude: number } | null>;
}

/** Null for every failure: SPEC §8 wants postcode problems ignored, never surfaced. */
export function createPostcodeClient(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
): PostcodeClient {
  const base = baseUrl.replace(/\/+$/, '');
  const getJson = async (path: string): Promise<unknown> => {
    const response = await fetchImpl(`${base}/${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    return response.ok ? response.json() : null;
  };
  return {
    async lookup(postcode) {
      try {
        const encoded = encodeURIComponent(postcode);
        // The validate answer is a boolean, bare or wrapped as {result} (postcodes.io).
        const valid = await getJson(`${encoded}/validate`);
        const isValid =
          valid === true ||
          (typeof valid === 'object' &&
            valid !== null &&
            (valid as { result?: unknown }).result === true);
        if (!isValid) return null;
        const found = (await getJson(encoded)) as {
          status?: number;
          error?: unknown;
          result?: { latitude?: unknown; longitude?: unknown } | null;
        } | null;
        if (!found || found.status !== 200 || found.error) return null;
        const coordinates = CoordinatesSchema.safeParse(found.result);
        return coordinates.success ? coordinates.data : null;
      } catch {
        return null;
      }
    },
  };
}

export const postcodeRoutes: FastifyPluginAsync<{ client?: PostcodeClient }> = async (
  plugin,
  options,
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const baseUrl = app.config.POSTCODE_API_URL;
  const client = options.client ?? (baseUrl ? createPostcodeClient(baseUrl) : null);
  const notFound = () => new HttpError(404, 'No location could be found for that postcode.');

  app.get(
    '/api/postcodes/:postcode',
    {
      schema: {
        summary: 'The coordinates of a UK postcode, through the configured postcode provider',
        tags: ['integrations'],
        params: z.object({ postcode: z.string().max(10) }),
        response: { 200: CoordinatesSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const postcode = request.params.postcode.trim().toUpperCase();
      if (!client || !UK_POSTCODE_PATTERN.test(postcode)) throw notFound();
      const coordinates = await client.lookup(postcode);
      if (!coordinates) throw notFound();
      // A postcode's location does not change; let the browser keep the answer a day.
      reply.header('cache-control', 'private, max-age=86400');
      return coordinates;
    },
  );
};
