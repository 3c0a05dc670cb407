import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { GOOGLE_PLACES_FIELD_MASK } from '../../../src/server/services/management-service/google-places.js';
import { createAdminToken } from '../../support/admin-token.js';
import { testConfig, useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, M } from './helpers.js';

const API_KEY = 'test-google-key';

const PLACE = {
  location: { latitude: 53.2266, longitude: -2.8846 },
  addressComponents: [
    { longText: 'Moston Road', shortText: 'Moston Rd', types: ['route'] },
    {
      longText: 'Upton-by-Chester',
      shortText: 'Upton-by-Chester',
      types: ['sublocality', 'political'],
    },
    { longText: 'Chester', shortText: 'Chester', types: ['postal_town'] },
    {
      longText: 'England',
      shortText: 'England',
      types: ['administrative_area_level_1', 'political'],
    },
    { longText: 'United Kingdom', shortText: 'GB', types: ['country', 'political'] },
    { longText: 'CH2 1EU', shortText: 'CH2 1EU', types: ['postal_code'] },
  ],
  nationalPhoneNumber: '01244 380280',
  internationalPhoneNumber: '+44 1244 380280',
  websiteUri: 'https://www.chesterzoo.org/',
};

/** A stand-in for places.googleapis.com on 127.0.0.1, recording what it was asked. */
function startFakeGoogle(): Promise<{ server: Server; url: string; requests: IncomingMessage[] }> {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers['x-goog-api-key'] !== API_KEY)
      return send(403, { error: { status: 'PERMISSION_DENIED' } });
    if (request.url === '/v1/places/ChIJ%2Fchester%20zoo') return send(200, PLACE);
    if (request.url === '/v1/places/ChIJbroken')
      return send(500, { error: { status: 'INTERNAL' } });
    return send(404, { error: { code: 404, status: 'NOT_FOUND' } });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, requests });
    }),
  );
}

describeEachEngine('management-service: Google Place data', (engine) => {
  const env: Record<string, string> = { GOOGLE_PLACES_API_KEY: API_KEY };
  let fake: Awaited<ReturnType<typeof startFakeGoogle>>;
  // Registered before useTestApp's own beforeAll, so the app is built with the fake's URL.
  beforeAll(async () => {
    fake = await startFakeGoogle();
    env.GOOGLE_PLACES_API_URL = fake.url;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  const ctx = useTestApp(engine, { env });

  let token: string;
  beforeAll(async () => {
    ({ token } = await createAdminToken(ctx.database, { username: 'places-admin' }));
  });

  const attractionWithPlace = async (googlePlaceId: string | null) => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: `${M}/attractions`,
      token,
      payload: attractionBody({
        metadata: { googlePlaceId },
        contact: { email: 'keep@zoo.example' },
      }),
    });
    expect(response.statusCode).toBe(201);
    return response.json().response as { id: number };
  };
  const fetchGoogleData = (id: number) =>
    call(ctx.app, { method: 'POST', url: `${M}/attractions/${id}/fetchGoogleData`, token });

  it('fills location and contact details from the place, asking Google with the key and a field mask', async () => {
    const { id } = await attractionWithPlace('ChIJ/chester zoo');
    const response = await fetchGoogleData(id);
    expect(response.statusCode).toBe(200);
    const saved = response.json().response;
    expect(saved.location).toMatchObject({
      coordinates: { latitude: 53.2266, longitude: -2.8846 },
      address: {
        addressLineOne: 'Moston Road',
        addressLineTwo: 'Upton-by-Chester',
        postalTown: 'Chester',
        postalCode: 'CH2 1EU',
        country: 'England',
      },
      region: { regionName: 'london' },
    });
    expect(saved.contact).toMatchObject({ phone: '01244 380280', email: 'keep@zoo.example' });
    expect(saved.links.website).toBe('https://www.chesterzoo.org/');
    expect(saved.name).toBe('Willow Farm Park');

    const asked = fake.requests.at(-1)!;
    expect(asked.method).toBe('GET');
    expect(asked.headers['x-goog-fieldmask']).toBe(GOOGLE_PLACES_FIELD_MASK);

    const trail = await call(ctx.app, {
      method: 'GET',
      url: `${M}/attractions/${id}/audit`,
      token,
    });
    expect(trail.json().results[0]).toMatchObject({
      action: 'fetchGoogleData',
      changes: { 'location.address.postalCode': { before: 'E1 6AN', after: 'CH2 1EU' } },
    });
  });

  it('refuses with a clear 400 when no Google Place ID is saved', async () => {
    const { id } = await attractionWithPlace(null);
    const response = await fetchGoogleData(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please ensure a valid Google Place Id has been saved.');
  });

  it('answers 400 when Google does not know the place, 502 when Google fails, 404 for an unknown attraction', async () => {
    const unknown = await fetchGoogleData((await attractionWithPlace('ChIJnowhere')).id);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Google Places does not recognise the saved Google Place ID.',
    );
    const broken = await fetchGoogleData((await attractionWithPlace('ChIJbroken')).id);
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toMatch(/Google Places answered with an error \(HTTP 500\)/);
    expect((await fetchGoogleData(99999999)).statusCode).toBe(404);
  });

  it('answers 503 with a clear message when no API key is configured', async () => {
    const { id } = await attractionWithPlace('ChIJ/chester zoo');
    const requestsBefore = fake.requests.length;
    const keyless = await buildApp({
      config: testConfig({ GOOGLE_PLACES_API_URL: fake.url }),
      database: ctx.database,
      logger: false,
    });
    try {
      const response = await keyless.inject({
        method: 'POST',
        url: `${M}/attractions/${id}/fetchGoogleData`,
        headers: { token },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(
        /no Google Places API key is configured.*GOOGLE_PLACES_API_KEY/,
      );
    } finally {
      await keyless.close();
    }
    expect(fake.requests.length).toBe(requestsBefore);
  });
});
