// GET /api/postcodes/{postcode} → {latitude, longitude, approximate}: the UK postcode look-up of
// Change Location and the wizard. The browser asks us, and we ask the provider configured in
// POSTCODE_API_URL (a postcodes.io-style API: GET {base}/{postcode}/validate, then
// GET {base}/{postcode}), so the provider is one setting and tests point it at a local fake.
// SPEC §8: a provider answer that is not ok, has a status other than 200, or carries an error is
// ignored. Without a provider, or when it cannot place the postcode, the middle of the postcode's
// district answers, marked approximate (decision 050); a postcode placed by neither answers 404.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CoordinatesSchema } from '../../../contract/attraction.js';
import { ErrorResponseSchema } from '../../../contract/list.js';
import { normalisePostcode, postcodeMessages } from '../../../contract/postcode.js';
import { PostcodeLocationSchema } from '../../../contract/postcode-location.js';
import { HttpError } from '../../http/errors.js';
import { shippedPostcodeDistricts, type PostcodeDistricts } from './postcode-districts.js';

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

export const postcodeRoutes: FastifyPluginAsync<{
  client?: PostcodeClient;
  districts?: PostcodeDistricts;
}> = async (plugin, options) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const baseUrl = app.config.POSTCODE_API_URL;
  const client = options.client ?? (baseUrl ? createPostcodeClient(baseUrl) : null);
  const districts = () => options.districts ?? shippedPostcodeDistricts();
  const notFound = () => new HttpError(404, postcodeMessages.notFoundAnswer);

  app.get(
    '/api/postcodes/:postcode',
    {
      schema: {
        summary:
          'The coordinates of a UK postcode: from the configured provider, else approximately, the middle of its postcode district',
        tags: ['integrations'],
        params: z.object({ postcode: z.string().max(10) }),
        response: { 200: PostcodeLocationSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const postcode = normalisePostcode(request.params.postcode);
      if (!postcode) throw notFound();
      const exact = client ? await client.lookup(postcode) : null;
      const found = exact ?? districts().centreOf(postcode);
      if (!found) throw notFound();
      // A postcode's location does not change; let the browser keep the answer a day.
      reply.header('cache-control', 'private, max-age=86400');
      return { ...found, approximate: exact === null };
    },
  );
};
