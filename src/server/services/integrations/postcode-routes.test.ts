import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { registerErrorHandling } from '../../http/errors.js';
import { createPostcodeClient, postcodeRoutes } from './postcode-routes.js';

// A fake postcodes.io: SW1A 1AA exists, ZZ1 1ZZ validates but then errors, others are invalid.
let fake: Server;
let fakeUrl: string;
beforeAll(async () => {
  fake = createServer((req, res) => {
    const path = decodeURIComponent(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (path === '/postcodes/SW1A 1AA/validate')
      return res.end(JSON.stringify({ status: 200, result: true }));
    if (path === '/postcodes/ZZ1 1ZZ/validate') return res.end('true');
    if (path === '/postcodes/SW1A 1AA') {
      return res.end(
        JSON.stringify({ status: 200, result: { latitude: 51.501, longitude: -0.1416 } }),
      );
    }
    if (path === '/postcodes/ZZ1 1ZZ')
      return res.end(JSON.stringify({ status: 500, error: 'boom' }));
    return res.end(JSON.stringify({ status: 200, result: false }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/postcodes`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

async function appWith(postcodeApiUrl: string | undefined) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorate('config', { POSTCODE_API_URL: postcodeApiUrl } as Config);
  await app.register(postcodeRoutes);
  return app;
}

describe('GET /api/postcodes/{postcode}', () => {
  it('answers the coordinates of a known postcode', async () => {
    const app = await appWith(fakeUrl);
    const response = await app.inject({ url: '/api/postcodes/sw1a%201aa' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ latitude: 51.501, longitude: -0.1416 });
  });

  it('answers 404 for an invalid postcode, a provider error, or no provider', async () => {
    const app = await appWith(fakeUrl);
    expect((await app.inject({ url: '/api/postcodes/AB1%202CD' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/postcodes/ZZ1%201ZZ' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/postcodes/NOT-A-PC' })).statusCode).toBe(404);
    const unconfigured = await appWith(undefined);
    expect((await unconfigured.inject({ url: '/api/postcodes/SW1A%201AA' })).statusCode).toBe(404);
  });

  it('treats an unreachable provider as not found', async () => {
    const client = createPostcodeClient('http://127.0.0.1:9/postcodes');
    expect(await client.lookup('SW1A 1AA')).toBeNull();
  });
});
