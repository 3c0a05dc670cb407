import type { PostcodeLocation } from '../../contract/postcode';
import { getJson } from './http';

/**
 * GET /api/postcodes/{postcode} → {latitude, longitude, approximate}: the server's look-up, so the
 * provider is configured (or absent) in one place (decision 050). Null when the postcode cannot
 * be placed, or the look-up fails: the caller says so.
 */
export async function getPostcodeLocation(
  postcode: string,
  signal?: AbortSignal,
): Promise<PostcodeLocation | null> {
  try {
    const answer = await getJson<Partial<PostcodeLocation>>(
      `/api/postcodes/${encodeURIComponent(postcode.trim())}`,
      {},
      { signal },
    );
    const { latitude, longitude, approximate } = answer ?? {};
    return typeof latitude === 'number' && typeof longitude === 'number'
      ? { latitude, longitude, approximate: approximate !== false }
      : null;
  } catch {
    return null;
  }
}
