import { usePageQuery } from '../../../api/page-query';
import type {
  AttractionName,
  AttractionNamesResponse,
} from '../../../../contract/attraction-names';
import { ATTRACTION_NAMES_PATH } from '../../../../contract/api-paths';
import { getJson } from '../../../api/http';

const NO_RESULTS: AttractionName[] = [];

/**
 * Every live attraction A-Z for the sitemap page: ids and names only, in one answer (decision 097).
 * The whole attractions of the list answer were 1.8 kB a place, several megabytes for the page.
 */
export function useAllAttractions() {
  const names = usePageQuery({
    queryKey: ['attraction-names'],
    queryFn: ({ signal }) =>
      getJson<AttractionNamesResponse>(ATTRACTION_NAMES_PATH, {}, { signal }),
  });
  const results = names.data?.results ?? NO_RESULTS;
  return {
    isLoaded: names.data !== undefined,
    total: names.data ? results.length : undefined,
    results,
  };
}
