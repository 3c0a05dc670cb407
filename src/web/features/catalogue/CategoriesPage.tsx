import { PAGE_NAMES } from '../../../contract/page-titles';
import { useCategories } from '../../api/get-categories';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { plural } from '../../lib/plural';
import { CataloguePage } from './CataloguePage';
import { PictureTile, TileGrid } from './CatalogueTile';
import { categoryImage } from '../../../contract/catalogue-images';
import { tileColumns } from './tile-layout';
import { pageHref } from '../../../contract/page-routes';

/** /categories/ (SPEC §2): 'Categories', a tile per category in rank order. */
export default function CategoriesPage() {
  usePageTitle(PAGE_NAMES.categories);
  const { productName } = useSiteConfig();
  const { data, isPending, isError } = useCategories();
  const categories = data ?? [];

  return (
    <CataloguePage
      title={PAGE_NAMES.categories}
      subtitle={`Find the kind of day out you fancy, from theme parks and zoos to castles and heritage railways.`}
      state={{ isPending, isError, isEmpty: categories.length === 0 }}
    >
      <TileGrid
        label={PAGE_NAMES.categories}
        columns={tileColumns(categories.length)}
        phoneColumns={tileColumns(categories.length, 2)}
      >
        {categories.map((category) => (
          <li key={category.categoryName}>
            <PictureTile
              to={pageHref.category(category.categoryName)}
              title={category.displayName}
              subtitle={category.categoryPageTitle}
              count={`${category.attractionCount} ${plural(category.attractionCount, productName)}`}
              image={categoryImage(category.categoryName)}
              colour={category.displayColor}
            />
          </li>
        ))}
      </TileGrid>
    </CataloguePage>
  );
}
