import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { Attraction } from '../../contract/attraction';
import { toCardAttraction, type CardAttraction } from '../../contract/attraction-card';
import { RELATED_LIMIT } from '../../contract/constants';
import { getAttractions } from './get-attractions';

/**
 * Up to 6 related attractions (SPEC §7): the same main category, this one excluded, nearest to
 * it first (docs/decisions/081). The list's distances are from this attraction, not from the
 * visitor, so they are dropped rather than shown as 'N mi away'. Only what the cards show is kept
 * (contract/attraction-card.ts): the server hands this answer to the browser inside the page.
 */
export async function getRelatedAttractions(
  attraction: Attraction,
  signal?: AbortSignal,
): Promise<CardAttraction[]> {
  const category = attraction.mainCategory?.categoryName;
  if (!category) return [];
  const coordinates = attraction.location.coordinates;
  const page = await getAttractions(
    {
      category: [category],
      exclude: attraction.id,
      limit: RELATED_LIMIT,
      pageSize: RELATED_LIMIT,
      ...(coordinates
        ? { latitude: coordinates.latitude, longitude: coordinates.longitude, sort: 'closest' }
        : { sort: 'most-popular' }),
    },
    signal,
  );
  return page.results
    .filter((related) => related.id !== attraction.id)
    .slice(0, RELATED_LIMIT)
    .map(toCardAttraction);
}

export function relatedAttractionsQueryOptions(attraction: Attraction) {
  return queryOptions({
    queryKey: ['attraction', attraction.id, 'related', attraction.mainCategory?.categoryName],
    queryFn: ({ signal }) => getRelatedAttractions(attraction, signal),
  });
}

export function useRelatedAttractions(attraction: Attraction, enabled = true) {
  return usePageQuery({ ...relatedAttractionsQueryOptions(attraction), enabled });
}
