// Serves the processed photo files from our own origin with a year-long cache lifetime: a
// picture's url never changes its content (a new picture gets a new key).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { PHOTO_PATHS } from '../../contract/photo.js';
import type { PhotoStore } from './photo-store.js';

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export const photoFileRoutes: FastifyPluginAsync<{ store: PhotoStore }> = async (
  app,
  { store },
) => {
  app.get<{ Params: { key: string; file: string } }>(
    `${PHOTO_PATHS.filesPrefix}/:key/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const file = store.pathOf(request.params.key, request.params.file);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) {
        return reply
          .status(404)
          .send({ statusCode: 404, error: 'Not Found', message: 'No such photo.' });
      }
      return reply
        .header('content-type', TYPES[file.split('.').pop()!] ?? 'application/octet-stream')
        .header('content-length', String(info.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};
