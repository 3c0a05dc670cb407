import { PRICE_BAND_MAX } from './constants.js';

/**
 * Price bands (SPEC §9). Entry prices are entered in pounds, but the band edges are whole pence,
 * so the maths is done in integer pence: 4.99 * 100 is 499.00000000000006 in floating point,
 * and comparing pounds directly would put edge prices in the wrong band.
 */

export type PriceBand = 0 | 1 | 2 | 3 | 4 | 5;

export const PRICE_BANDS: readonly PriceBand[] = [0, 1, 2, 3, 4, 5];

/** Rounds to the nearest penny; throws for anything that is not a price. */
export function toPence(pounds: number): number {
  if (!Number.isFinite(pounds) || pounds < 0) {
    throw new RangeError(`An entry price must be a number of pounds of 0 or more, got ${pounds}`);
  }
  return Math.round(pounds * 100);
}

/**
 * SPEC lists band 4 as £30.00-£49.99 and band 5 as "over £50.00". Read literally, £50.00 itself
 * would fall in no band; since band 4 stops at £49.99, £50.00 is the first price of band 5.
 */
export function priceBandFromPounds(pounds: number): PriceBand {
  const pence = toPence(pounds);
  if (pence === 0) return 0;
  if (pence < 500) return 1;
  if (pence < 1500) return 2;
  if (pence < 3000) return 3;
  if (pence < 5000) return 4;
  return PRICE_BAND_MAX;
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** '£12.50', '£1,250.00': SPEC §9 shows prices with £ and 2 decimals. */
export function formatPrice(amount: number): string {
  return pounds.format(toPence(amount) / 100);
}

/** Short labels for badges: the band as pound signs, 'Free' for band 0. */
export const priceBandLabels: Record<PriceBand, string> = {
  0: 'Free',
  1: '£',
  2: '££',
  3: '£££',
  4: '££££',
  5: '£££££',
};

/**
 * Shown where a band would be when the price is not known (a basic listing from open data, until
 * a moderator sets it): never "Free", which is band 0 and a fact.
 */
export const UNKNOWN_PRICE_LABEL = 'Price not known';

/** The price range each band stands for, for tooltips and filters. */
export const priceBandRanges: Record<PriceBand, string> = {
  0: 'Free',
  1: '£0.01 - £4.99',
  2: '£5.00 - £14.99',
  3: '£15.00 - £29.99',
  4: '£30.00 - £49.99',
  5: '£50.00 and over',
};

export function isPriceBand(value: unknown): value is PriceBand {
  return typeof value === 'number' && (PRICE_BANDS as readonly number[]).includes(value);
}
