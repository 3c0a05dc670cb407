import { PAGE_NAMES } from '../../../contract/page-titles';
import { useRegions } from '../../api/get-regions';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { plural } from '../../lib/plural';
import { CataloguePage } from './CataloguePage';
import { PictureTile, TileGrid } from './CatalogueTile';
import { regionImage } from '../../../contract/catalogue-images';
import { tileColumns } from './tile-layout';
import { pageHref } from '../../../contract/page-routes';

/** The brand green the region tiles are painted in behind their illustrations. */
const REGION_COLOUR = '#2f7d69';

/**
 * /regions/ (SPEC §2): a tile per region, A-Z. Tiles open the region's list with
 * ?sort=most-popular, the region's best-known places first.
 */
export default function RegionsPage() {
  usePageTitle(PAGE_NAMES.regions);
  const { productName } = useSiteConfig();
  const { data, isPending, isError } = useRegions();
  const regions = data ?? [];

  return (
    <CataloguePage
      title={PAGE_NAMES.regions}
      subtitle={`From the Highlands to Cornwall: pick a part of the UK and see its most popular ${productName}s.`}
      state={{ isPending, isError, isEmpty: regions.length === 0 }}
    >
      <TileGrid
        label={PAGE_NAMES.regions}
        columns={tileColumns(regions.length)}
        phoneColumns={tileColumns(regions.length, 2)}
      >
        {regions.map((region) => (
          <li key={region.regionName}>
            <PictureTile
              to={pageHref.region(region.regionName, '?sort=most-popular')}
              title={region.displayName}
              count={`${region.attractionCount} ${plural(region.attractionCount, productName)}`}
              image={regionImage(region.regionName)}
              colour={REGION_COLOUR}
            />
          </li>
        ))}
      </TileGrid>
    </CataloguePage>
  );
}
