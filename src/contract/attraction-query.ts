import { z } from './zod.js';
import { DEFAULT_SORT } from './constants.js';
import { ADMIN_FILTERS, ATTRACTION_SORTS, DISTANCE_SORTS, type AttractionSort } from './enums.js';
import { limitParam, pagingQueryShape, searchQueryShape } from './list-query.js';
import {
  enumParam,
  numberParam,
  slugListParam,
  slugParam,
  wholeNumberParam,
} from './query-params.js';

/** GET /attraction-service/v2/attractions (SPEC §7). Distances are in miles (DESIGN). */
export const attractionQuerySchema = z
  .object({
    category: slugListParam('category'),
    region: slugListParam('region'),
    facility: slugListParam('facility'),
    ...pagingQueryShape,
    limit: limitParam(),
    sort: enumParam('sort', ATTRACTION_SORTS),
    latitude: numberParam(
      'latitude',
      'latitude must be a number from -90 to 90',
      (v) => v >= -90 && v <= 90,
    ),
    longitude: numberParam(
      'longitude',
      'longitude must be a number from -180 to 180',
      (v) => v >= -180 && v <= 180,
    ),
    // Without coordinates it is ignored, not refused: SPEC §5 skips the distance filter then.
    maxDistance: numberParam(
      'maxDistance',
      'maxDistance must be a number of miles greater than 0',
      (v) => v > 0,
    ),
    exclude: wholeNumberParam('exclude', 1),
    attractionGroupName: slugParam('attractionGroupName'),
    ...searchQueryShape,
    adminFilter: enumParam('adminFilter', ADMIN_FILTERS),
  })
  .superRefine((query, ctx) => {
    const message = 'latitude and longitude must be given together';
    if (query.latitude !== undefined && query.longitude === undefined) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message });
    }
    if (query.latitude === undefined && query.longitude !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message });
    }
  });
export type AttractionQuery = z.output<typeof attractionQuerySchema>;
export type AttractionQueryInput = z.input<typeof attractionQuerySchema>;

/**
 * The order a list is served in (DESIGN): an explicit sort wins; otherwise relevance with a
 * search term, else the configured default (closest) with coordinates, else A-Z. Two explicit
 * sorts cannot be honoured and fall back the same way: a distance sort without coordinates,
 * and relevance without a search term.
 */
export function resolveAttractionSort(
  query: { sort?: AttractionSort | undefined; search?: string | undefined },
  hasCoordinates: boolean,
): AttractionSort {
  const hasSearch = (query.search?.trim() ?? '') !== '';
  const { sort } = query;
  const honourable =
    sort !== undefined &&
    !(DISTANCE_SORTS.includes(sort) && !hasCoordinates) &&
    !(sort === 'relevance' && !hasSearch);
  if (honourable) return sort;
  if (hasSearch) return 'relevance';
  if (hasCoordinates || !DISTANCE_SORTS.includes(DEFAULT_SORT)) return DEFAULT_SORT;
  return 'a-z';
}
