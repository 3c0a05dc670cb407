// One OpenAPI document for the three services, generated from the routes' zod schemas:
// /api/openapi.json, browsable at /api/docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance, productName: string): Promise<void> {
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
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
