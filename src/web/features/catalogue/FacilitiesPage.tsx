import { PAGE_NAMES } from '../../../contract/page-titles';
import { useFacilities } from '../../api/get-facilities';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { plural } from '../../lib/plural';
import { CataloguePage } from './CataloguePage';
import { TileGrid } from './CatalogueTile';
import { FacilityTile } from './FacilityTile';
import { tileColumns } from './tile-layout';

/** /facilities/ (SPEC §2): a colour tile per active facility, each opening its list. */
export default function FacilitiesPage() {
  usePageTitle(PAGE_NAMES.facilities);
  const { productName } = useSiteConfig();
  const { data, isPending, isError } = useFacilities();
  const facilities = (data ?? []).filter((facility) => facility.isActive);

  return (
    <CataloguePage
      title={PAGE_NAMES.facilities}
      subtitle={`Find ${productName}s with what your group needs: step-free access, baby changing, somewhere to eat, a place for the dog.`}
      state={{ isPending, isError, isEmpty: facilities.length === 0 }}
    >
      <TileGrid
        label={PAGE_NAMES.facilities}
        columns={tileColumns(facilities.length)}
        phoneColumns={tileColumns(facilities.length, 2)}
      >
        {facilities.map((facility) => (
          <li key={facility.facilityName}>
            <FacilityTile
              facility={facility}
              count={`${facility.attractionCount} ${plural(facility.attractionCount, productName)}`}
            />
          </li>
        ))}
      </TileGrid>
    </CataloguePage>
  );
}
