import type { Coordinates } from '../../contract/attraction.js';
import { getJson } from './http';

/**
 * GET /api/postcodes/{postcode} → {latitude, longitude}: the server's postcode client, so the
 * provider is configured (or absent) in one place. SPEC §8: a failed lookup is silently ignored,
 * so every failure answers null.
 */
export async function getPostcodeLocation(postcode: string): Promise<Coordinates | null> {
  try {
    const answer = await getJson<Partial<Coordinates>>(
      `/api/postcodes/${encodeURIComponent(postcode.trim())}`,
    );
    const { latitude, longitude } = answer ?? {};
    return typeof latitude === 'number' && typeof longitude === 'number'
      ? { latitude, longitude }
      : null;
  } catch {
    return null;
  }
}
