// Property: whatever body reaches a write route, the answer is never a 5xx, and a refused write
// (any 4xx) leaves every table exactly as it was: no partial writes.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createSession } from '../../../src/server/http/sessions.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, fingerprint, M, routeTable, samplePath } from './helpers.js';

/** PROPERTY_RUNS=200 for a deeper search locally; the default keeps the suite quick. */
const RUNS_PER_ROUTE = Number(process.env.PROPERTY_RUNS ?? 12);

const category = {
  displayName: 'Prop Category',
  categoryPageTitle: 'Title',
  rank: 5,
  displayColor: '#123456',
};
const region = { displayName: 'Prop Region', latitude: 50, longitude: -1 };
const group = {
  displayName: 'Prop Group',
  websiteUrl: 'https://prop.example.com',
  mainCategory: 'zoo',
  description: 'Description',
  branding: { primaryColour: '#000000', secondaryColour: '#FFFFFF', textColour: '#FFFFFF' },
};
const facility = {
  displayName: 'Prop Facility',
  icon: { prefix: 'fas', iconName: 'star' },
  types: ['One', 'Two'],
};

/** A valid body for each write route; random bodies are drawn around these. */
const VALID_BODIES: Record<string, unknown> = {
  [`POST ${M}/authenticate`]: { username: 'nobody', password: 'nothing-at-all' },
  [`DELETE ${M}/authenticate`]: undefined,
  [`POST ${M}/account/second-factor/enrolment`]: { password: 'nothing-at-all', code: '123456' },
  [`POST ${M}/account/second-factor/removal`]: { password: 'nothing-at-all', code: '123456' },
  [`POST ${M}/account/second-factor/enrolment/confirm`]: { code: '123456' },
  [`POST ${M}/categories`]: category,
  [`PUT ${M}/categories/:categoryName`]: category,
  [`DELETE ${M}/categories/:categoryName`]: undefined,
  [`POST ${M}/regions`]: region,
  [`PUT ${M}/regions/:regionName`]: region,
  [`POST ${M}/attractionGroups`]: group,
  [`PUT ${M}/attractionGroups/:groupId`]: group,
  [`POST ${M}/facilities`]: facility,
  [`PUT ${M}/facilities/:facilityName`]: facility,
  [`DELETE ${M}/facilities/:facilityName`]: undefined,
  [`POST ${M}/attractions`]: attractionBody(),
  [`PUT ${M}/attractions/:id`]: attractionBody(),
  [`POST ${M}/attractions/:id/approve`]: undefined,
  [`POST ${M}/attractions/:id/reject`]: undefined,
  [`POST ${M}/attractions/:id/undoReject`]: undefined,
  [`POST ${M}/attractions/:id/deactivate`]: undefined,
  [`POST ${M}/attractions/:id/activate`]: undefined,
  [`POST ${M}/attractions/:id/reactivate`]: undefined,
  [`POST ${M}/attractions/:id/fetchGoogleData`]: undefined,
  [`POST ${M}/submissions`]: attractionBody(),
  [`PUT ${M}/submissions/:referenceNumber`]: attractionBody(),
  [`POST ${M}/submissions/:id/approve`]: undefined,
  [`POST ${M}/submissions/:id/reject`]: undefined,
  [`POST ${M}/submissions/:id/undoReject`]: undefined,
  [`POST ${M}/attractions/:id/check`]: { groups: ['hours'] },
  [`POST ${M}/attractions/:id/closure`]: {
    state: 'temporarilyClosed',
    reopensOn: '2031-01-01',
    note: 'Closed for repairs.',
  },
  [`POST ${M}/reports`]: { attractionId: 1, reason: 'hours', details: 'The hours are wrong.' },
  [`POST ${M}/confirmations`]: { attractionId: 1, group: 'hours', correct: true },
  [`POST ${M}/reports/:reportId/resolve`]: { note: 'Hours corrected.' },
  [`POST ${M}/reports/:reportId/dismiss`]: { note: null },
  ['POST /marketing-service/v1/email/signup']: { email: 'someone@daytrip.example' },
  // Venues (decisions 161–163): a moderator's hand-sent claim link, the proposal decisions (no
  // body), and the photo upload, which takes multipart only: any JSON body is refused.
  [`POST ${M}/attractions/:id/venue-claims`]: { email: 'owner@example.org' },
  [`POST ${M}/venue-proposals/:id/approve`]: undefined,
  [`POST ${M}/venue-proposals/:id/reject`]: undefined,
  [`POST ${M}/attractions/:id/photos`]: undefined,
};

const awkward = fc.constantFrom<unknown>(
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  '<script>alert(1)</script>',
  'x'.repeat(3000),
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  true,
  null,
  [],
  {},
  '2030-02-30',
  '0000-01-01T00:00:00Z',
  '@handle',
);
const anyValue = fc.oneof(
  awkward,
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

function withValueAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path as [string | number, ...Path];
  if (rest.length === 0 && value === undefined) delete copy[head];
  else copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}

/** Mostly near-valid bodies (one to three fields replaced or removed), sometimes anything at all. */
function bodiesAround(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid ?? {});
  const mutation = fc.tuple(
    fc.nat(paths.length - 1),
    fc.option(anyValue, { nil: undefined, freq: 4 }),
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .array(mutation, { minLength: 1, maxLength: 3 })
        .map((ms) =>
          ms.reduce<unknown>(
            (body, [index, value]) => withValueAt(body, paths[index]!, value),
            valid ?? {},
          ),
        ),
    },
    { weight: 1, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 5 }) },
  );
}

describeEachEngine('management-service: random bodies at every write route', (engine) => {
  // A key, so fetchGoogleData reaches its own checks (the sample attraction has no Place ID, so
  // Google is never called); without one it rightly answers 503 before looking at anything.
  const ctx = useTestApp(engine, {
    env: { GOOGLE_PLACES_API_KEY: 'unused-key', GOOGLE_PLACES_API_URL: 'http://127.0.0.1:9' },
  });
  let adminId: number;
  let token: string;
  const samples: Record<string, string> = {
    categoryName: 'zoo',
    regionName: 'yorkshire',
    groupId: 'englishheritage',
    facilityName: 'evcharging',
    reportId: '1',
  };

  const placeSamples: Record<string, string> = {};
  const submissionSamples: Record<string, string> = {};
  const samplesFor = (url: string) =>
    url.endsWith('/fetchGoogleData')
      ? placeSamples
      : url.startsWith(`${M}/submissions/`)
        ? submissionSamples
        : samples;

  beforeAll(async () => {
    ({ token, adminId } = await createAdminToken(ctx.database));
    const created = await call(ctx.app, {
      method: 'POST',
      url: `${M}/attractions`,
      token,
      payload: attractionBody(),
    });
    samples.id = String(created.json().response.id);
    // Its own attraction: random PUTs may give the shared one a Place ID, and then fetching from
    // the (unreachable) Google would rightly answer 502.
    const untouched = await call(ctx.app, {
      method: 'POST',
      url: `${M}/attractions`,
      token,
      payload: attractionBody(),
    });
    placeSamples.id = String(untouched.json().response.id);
    const submitted = await call(ctx.app, {
      method: 'POST',
      url: `${M}/submissions`,
      payload: attractionBody(),
    });
    const submission = submitted.json().response as { id: number; referenceNumber: string };
    samples.referenceNumber = submission.referenceNumber;
    submissionSamples.id = String(submission.id);
    submissionSamples.referenceNumber = submission.referenceNumber;
  });

  const writeRoutes = () =>
    routeTable(ctx.app).filter(
      (r) =>
        ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method) &&
        (r.url.startsWith(`${M}/`) || r.url === '/marketing-service/v1/email/signup'),
    );

  it('has a body plan for every write route in the route table', () => {
    const missing = writeRoutes()
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in VALID_BODIES));
    expect(missing).toEqual([]);
  });

  for (const [key, validBody] of Object.entries(VALID_BODIES)) {
    const [method, url] = key.split(' ') as [string, string];
    it(`${key}: never 5xx, and a refused write changes nothing`, async () => {
      // After a refused write the data is as it was, so its fingerprint serves the next run.
      let known: Record<string, string> | null = null;
      await fc.assert(
        fc.asyncProperty(bodiesAround(validBody), async (body) => {
          // Signing out revokes the token used: give each run its own.
          let runToken = token;
          if (key === `DELETE ${M}/authenticate`) {
            runToken = (await createSession(ctx.database.db, adminId, new Date(), 1)).token;
            known = null;
          }
          const before = known ?? (await fingerprint(ctx.database));
          known = null;
          const response = await call(ctx.app, {
            method: method as 'POST',
            url: samplePath(url, samplesFor(url)),
            token: runToken,
            ...(body === undefined
              ? {}
              : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
          });
          expect(response.statusCode, `${key} answered ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json()).toMatchObject({
              statusCode: response.statusCode,
              message: expect.any(String),
            });
            const after = await fingerprint(ctx.database);
            expect(after, `${key} changed data yet answered ${response.statusCode}`).toEqual(
              before,
            );
            known = after;
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
