import { z } from './zod.js';
import { DEFAULT_PAGE_SIZE, FIELD_LIMITS, MAX_PAGE_SIZE } from './constants.js';
import { CATEGORY_SORTS, SIMPLE_SORTS } from './sorts.js';
import {
  booleanParam,
  enumParam,
  searchParam,
  wholeNumberParam,
  withDefault,
} from './query-params.js';

/** The paging and search parameters every list endpoint shares. */
export const pagingQueryShape = {
  page: withDefault(wholeNumberParam('page', 1), 1),
  pageSize: withDefault(wholeNumberParam('pageSize', 1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
};

export const searchQueryShape = {
  search: searchParam('search', FIELD_LIMITS.searchTerm),
  isExactSearch: withDefault(booleanParam('isExactSearch'), false),
};

/** A cap on results regardless of paging (related attractions use 6). */
export const limitParam = () => wholeNumberParam('limit', 1, MAX_PAGE_SIZE);

/** GET /attraction-service/v2/categories: sorted by rank unless asked otherwise. */
export const categoryQuerySchema = z.object({
  ...pagingQueryShape,
  ...searchQueryShape,
  sort: withDefault(enumParam('sort', CATEGORY_SORTS), 'rank'),
  limit: limitParam(),
});

/** Regions, groups and facilities: by name, A-Z unless asked otherwise. */
export const simpleListQuerySchema = z.object({
  ...pagingQueryShape,
  sort: withDefault(enumParam('sort', SIMPLE_SORTS), 'a-z'),
  search: searchParam('search', FIELD_LIMITS.searchTerm),
});
