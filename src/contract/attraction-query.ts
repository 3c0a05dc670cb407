import { z } from './zod.js';
import { ADMIN_FILTERS } from './enums.js';
import { ATTRACTION_SORTS } from './sorts.js';
import { ATTRACTION_SOURCE_FILTERS } from './open-data-sources.js';
import { familyFilterQueryShape } from './family-query.js';
import { bboxParam } from './bbox-param.js';
import { limitParam, pagingQueryShape, searchQueryShape } from './list-query.js';
import {
  booleanParam,
  enumParam,
  numberParam,
  slugListParam,
  slugParam,
  wholeNumberParam,
  withDefault,
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
    /** The map's visible area (decision 090); combines with every other filter. */
    bbox: bboxParam(),
    ...searchQueryShape,
    adminFilter: enumParam('adminFilter', ADMIN_FILTERS),
    /** Hand-written listings, or the basic listings of one open dataset (decision 006). */
    source: enumParam('source', ATTRACTION_SOURCE_FILTERS),
    /** Home strips: curated listings with pictures first, then curated, then basic (decision 006). */
    preferCurated: withDefault(booleanParam('preferCurated'), false),
    ...familyFilterQueryShape,
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
