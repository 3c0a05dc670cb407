import type { Category } from '../../../../contract/category';
import { useAdminCategories } from '../api/get-admin-categories';
import { Swatch } from '../layout/Swatch';
import { CatalogueListPage, liveCount } from '../lists/CatalogueListPage';
import { ListRow } from '../lists/ListRow';
import { RowAction } from '../lists/RowAction';
import { adminPaths } from '../paths';

/** /admin/categories/all */
export default function CategoriesListPage() {
  return (
    <CatalogueListPage<Category>
      title="Categories"
      subtitle="The kinds of day out. Rank orders the category tiles; the colour paints them."
      noun="categories"
      placeholder="e.g. Zoos"
      createLabel="Create category"
      createTo={adminPaths.categoryCreate}
      useItems={useAdminCategories}
      itemKey={(category) => category.categoryName}
      renderItem={(category) => (
        <ListRow
          leading={<Swatch colour={category.displayColor} />}
          title={category.displayName}
          meta={`${category.categoryName} · rank ${category.rank} · ${liveCount(category.attractionCount)}`}
          actions={
            <>
              <RowAction
                to={adminPaths.categoryEdit(category.categoryName)}
                label="Edit"
                itemName={category.displayName}
              />
              <RowAction
                to={adminPaths.categoryDelete(category.categoryName)}
                label="Delete"
                itemName={category.displayName}
                color="error"
                variant="text"
              />
            </>
          }
        />
      )}
    />
  );
}
