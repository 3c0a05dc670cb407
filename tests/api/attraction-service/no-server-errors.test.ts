// Property: whatever query string, path segment or header a client sends to a read route, the
// answer is never a 5xx (issue 3 §8). fast-check generates thousands of requests mixing the
// real parameter names and values with hostile ones.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ADMIN_FILTERS } from '../../../src/contract/enums.js';
import { ATTRACTION_SORTS } from '../../../src/contract/sorts.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';

const LIST_ROUTES = [
  '/attraction-service/v2/attractions',
  '/attraction-service/v2/attractions/points',
  '/attraction-service/v2/categories',
  '/attraction-service/v2/regions',
  '/attraction-service/v2/attractionGroups',
  '/attraction-service/v2/facilities',
  '/attraction-service/v2/metadata',
  '/marketing-service/v1/banner/featured/',
];
const ITEM_ROUTES = [
  (s: string) => `/attraction-service/v2/attractions/${s}`,
  (s: string) => `/attraction-service/v2/attractions/${s}/track`,
  (s: string) => `/attraction-service/v2/categories/${s}`,
  (s: string) => `/attraction-service/v2/regions/${s}`,
  (s: string) => `/attraction-service/v2/attractionGroups/${s}`,
  (s: string) => `/attraction-service/v2/facilities/${s}`,
];
const KEYS = [
  'category',
  'region',
  'facility',
  'page',
  'pageSize',
  'limit',
  'sort',
  'latitude',
  'longitude',
  'maxDistance',
  'exclude',
  'attractionGroupName',
  'bbox',
  'search',
  'isExactSearch',
  'adminFilter',
];
const TRICKY = [
  '',
  ' ',
  '0',
  '-0',
  '1',
  '-1',
  '24',
  '1000',
  '1001',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '1e3',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '1.5',
  '.5',
  '5.',
  '+7',
  '90',
  '-90',
  '90.0000001',
  '180',
  '-180.5',
  'true',
  'false',
  'TRUE',
  'null',
  'undefined',
  '[]',
  '{}',
  'zoo',
  'london',
  'parking',
  'nationaltrust',
  'Zoo',
  'zoo park',
  '%',
  '_',
  "'",
  '"',
  '\\',
  '%%',
  "' or 1=1 --",
  '); drop table attractions; --',
  '\u0000',
  '\u0000zoo',
  '\uD800',
  '🦁',
  'ß',
  'İ',
  'a'.repeat(200),
  'a'.repeat(201),
  'x'.repeat(5000),
  '%E0%A4%A',
  '%zz',
  '%00',
  '%2525',
  '-0.6,51.25,0.35,51.72',
  '-180,-90,180,90',
  '1,2,1,2',
  ',,,',
  '&',
  '=',
  '[0]',
  ...ATTRACTION_SORTS,
  ...ADMIN_FILTERS,
  'rank',
];

/** Percent-encodes what a URL cannot carry, but sometimes leaves the raw characters in. */
function encode(text: string, raw: boolean): string {
  if (raw) return text.replace(/[^\x21-\x7e]|[#?/]/gu, (c) => encodeUtf8(c));
  return encodeUtf8(text);
}
function encodeUtf8(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

const value = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);
const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const queryString = fc
  .tuple(fc.array(fc.tuple(key, value, fc.boolean()), { maxLength: 8 }), fc.boolean())
  .map(([pairs, raw]) =>
    pairs
      .map(([k, v, bare]) =>
        bare && v === '' ? encode(k, raw) : `${encode(k, raw)}=${encode(v, raw)}`,
      )
      .join('&'),
  );
const headers = fc.oneof(
  fc.constant({}),
  fc.record({ token: fc.constantFrom('x', 'A'.repeat(43), 'not a token at all') }),
  fc.record({ 'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x", "y"', '') }),
  fc.record({
    'accept-encoding': fc.constantFrom('br', 'gzip;q=abc', '*;q=0', 'br;q=NaN', ',,;', 'zstd'),
  }),
);
const segment = fc.oneof(
  fc.constantFrom(...TRICKY),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.nat().map(String),
  fc.constant('9'.repeat(250)),
);

describeEachEngine('no read route answers 5xx, whatever it is sent', (engine) => {
  const ctx = useTestApp(engine);

  it('survives thousands of random query strings on every list route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LIST_ROUTES),
        queryString,
        headers,
        async (route, query, extra) => {
          const response = await ctx.app.inject({
            method: 'GET',
            url: `${route}?${query}`,
            headers: extra,
          });
          expect(
            response.statusCode,
            `${route}?${query} → ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 2000 },
    );
  }, 120_000);

  it('survives thousands of random path segments on every item route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ITEM_ROUTES),
        segment,
        fc.boolean(),
        headers,
        async (route, text, raw, extra) => {
          const url = route(encode(text, raw));
          const response = await ctx.app.inject({ method: 'GET', url, headers: extra });
          expect(response.statusCode, `${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 1000 },
    );
  }, 120_000);
});
