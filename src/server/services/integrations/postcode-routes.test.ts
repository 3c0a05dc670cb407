import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { registerErrorHandling } from '../../http/errors.js';
import { postcodeDistrictsFrom, shippedPostcodeDistricts } from './postcode-districts.js';
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

// Two districts only, so these tests do not depend on the shipped data's exact figures.
const districts = postcodeDistrictsFrom({ SW1A: [51.502, -0.134], LS1: [53.797, -1.553] });

async function appWith(postcodeApiUrl: string | undefined) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorate('config', { POSTCODE_API_URL: postcodeApiUrl } as Config);
  await app.register(postcodeRoutes, { districts });
  return app;
}

describe('GET /api/postcodes/{postcode}', () => {
  it("answers the provider's exact coordinates of a postcode it knows", async () => {
    const app = await appWith(fakeUrl);
    const response = await app.inject({ url: '/api/postcodes/sw1a%201aa' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ latitude: 51.501, longitude: -0.1416, approximate: false });
  });

  it('answers the middle of the district, approximately, when the provider cannot place it', async () => {
    const app = await appWith(fakeUrl);
    const response = await app.inject({ url: '/api/postcodes/ls14ap' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ latitude: 53.797, longitude: -1.553, approximate: true });
  });

  it('answers from the districts alone without a provider (a default start)', async () => {
    const unconfigured = await appWith(undefined);
    const response = await unconfigured.inject({ url: '/api/postcodes/SW1A%201AA' });
    expect(response.json()).toEqual({ latitude: 51.502, longitude: -0.134, approximate: true });
  });

  it('answers 404 with a message for a malformed postcode or one placed by neither', async () => {
    const app = await appWith(fakeUrl);
    for (const postcode of ['AB1%202CD', 'ZZ1%201ZZ', 'NOT-A-PC']) {
      const response = await app.inject({ url: `/api/postcodes/${postcode}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'No location could be found for that postcode.',
      });
    }
  });

  it('ships the districts of the whole UK', () => {
    const shipped = shippedPostcodeDistricts();
    for (const postcode of ['YO1 7HH', 'EH1 1YZ', 'CF10 1AA', 'BT1 1AA', 'M1 1AE', 'SW1A 1AA']) {
      expect(shipped.centreOf(postcode), postcode).not.toBeNull();
    }
    const york = shipped.centreOf('YO1 7HH')!;
    expect(Math.abs(york.latitude - 53.96)).toBeLessThan(0.05);
    expect(Math.abs(york.longitude - -1.08)).toBeLessThan(0.05);
    expect(shipped.centreOf('ZZ9 9ZZ')).toBeNull();
  });

  it('treats an unreachable provider as not found', async () => {
    const client = createPostcodeClient('http://127.0.0.1:9/postcodes');
    expect(await client.lookup('SW1A 1AA')).toBeNull();
  });
});
