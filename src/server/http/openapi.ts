// One OpenAPI document for the three services, generated from the routes' zod schemas:
// /api/openapi.json, browsable at /api/docs where API_DOCS allows (decision 120).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Swagger UI's own policy says frame-ancestors 'self': nobody may frame the docs (decision 120). */
export function docsPolicy(header: string | number | string[]): string {
  const policy = Array.isArray(header) ? header.join(';') : String(header);
  return /frame-ancestors/.test(policy)
    ? policy.replace(/frame-ancestors[^;]*/, "frame-ancestors 'none'")
    : `${policy.replace(/;?\s*$/, '')}; frame-ancestors 'none'`;
}

export async function registerOpenApi(
  app: FastifyInstance,
  { productName, serveDocs }: { productName: string; serveDocs: boolean },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${productName} API`,
        description:
          'attraction-service (public reads), management-service (admin and submissions) and marketing-service.',
        version: '1.0.0',
      },
      tags: [
        { name: 'attraction-service', description: 'Public reads of the catalogue' },
        { name: 'management-service', description: 'Sign-in, catalogue writes, submissions' },
        { name: 'marketing-service', description: 'Featured banners and the mailing list' },
      ],
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'token',
            description: 'Admin token from POST /management-service/v1/authenticate',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // The browsable docs are for developers: off in production unless API_DOCS asks for them.
  if (!serveDocs) return;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsPolicy,
  });
}
