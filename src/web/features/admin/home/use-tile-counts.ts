import { useAdminAttractions } from '../api/get-admin-attractions';
import { useAdminCategories } from '../api/get-admin-categories';
import { useAdminFacilities } from '../api/get-admin-facilities';
import { useAdminGroups } from '../api/get-admin-groups';
import { useAdminRegions } from '../api/get-admin-regions';
import type { TileCount } from './tiles';

const FIRST_ONLY = { page: 1, search: '', pageSize: 1 } as const;

/** Each tile's count: the totalResults of a one-row read of its list. */
export function useTileCounts(): Record<TileCount, number | undefined> {
  const attractions = useAdminAttractions({ ...FIRST_ONLY, adminFilter: 'ALL_ATTRACTIONS' });
  const awaiting = useAdminAttractions({
    ...FIRST_ONLY,
    adminFilter: 'SUBMISSION_AWAITING_REVIEW',
  });
  const categories = useAdminCategories(FIRST_ONLY);
  const regions = useAdminRegions(FIRST_ONLY);
  const groups = useAdminGroups(FIRST_ONLY);
  const facilities = useAdminFacilities(FIRST_ONLY);
  return {
    attractions: attractions.data?.metadata.totalResults,
    awaitingReview: awaiting.data?.metadata.totalResults,
    categories: categories.data?.metadata.totalResults,
    regions: regions.data?.metadata.totalResults,
    attractionGroups: groups.data?.metadata.totalResults,
    facilities: facilities.data?.metadata.totalResults,
  };
}
