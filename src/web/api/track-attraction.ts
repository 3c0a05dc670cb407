import type { Envelope } from '../../contract/list';
import { getJson } from './http';
import { ATTRACTIONS_PATH } from '../../contract/api-paths';

/**
 * GET /attraction-service/v2/attractions/{id}/track (SPEC §7): counts a visit to the attraction's
 * website and answers the link to go to. Null when tracking failed (SPEC §8: logged, no redirect).
 */
export async function trackAttractionLink(id: number): Promise<string | null> {
  try {
    const answer = await getJson<Envelope<{ linkUrl: string | null }>>(
      `${ATTRACTIONS_PATH}/${id}/track`,
    );
    return answer.response.linkUrl;
  } catch {
    console.warn("Can't track external link.");
    return null;
  }
}
