import { Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useAdminCategory } from '../api/get-admin-category';
import { useDeleteCategory } from '../api/delete-category';
import { CATEGORY } from '../forms/catalogue-entities';
import { DeleteConfirmation } from '../forms/DeleteConfirmation';
import { LoadedItem } from '../forms/LoadedItem';
import { useCatalogueDelete } from '../forms/use-catalogue-delete';
import { Swatch } from '../layout/Swatch';
import { liveCount } from '../lists/CatalogueListPage';
import { adminPaths } from '../paths';

/** SPEC §8's facility warning, worded for a category (docs/decisions/065). */
export const DELETE_CATEGORY_WARNING =
  'Are you sure you want to delete this category? Once deleted, this category cannot be retrieved.';
export const CATEGORY_DELETED = 'This Category has been successfully deleted!';

/** /admin/categories/delete/{categoryName}: the warning, then back to the list. */
export default function CategoryDeletePage() {
  const { categoryName = '' } = useParams();
  const query = useAdminCategory(categoryName);
  const confirmDelete = useCatalogueDelete(useDeleteCategory(), CATEGORY, {
    deleted: CATEGORY_DELETED,
    notDeleted: 'This Category was not deleted. Please try again.',
  });

  return (
    <LoadedItem query={query} entity={CATEGORY} action="Delete">
      {(category) => (
        <DeleteConfirmation
          title={`Delete ${category.displayName}?`}
          pageTitle={`Delete Category - ${category.displayName}`}
          summary={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Swatch colour={category.displayColor} size={36} />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{category.displayName}</Typography>
                <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                  {category.categoryName} · {liveCount(category.attractionCount)}
                </Typography>
              </Box>
            </Box>
          }
          warning={DELETE_CATEGORY_WARNING}
          confirmLabel="Delete category"
          cancelTo={adminPaths.categoryEdit(category.categoryName)}
          {...confirmDelete(category.categoryName)}
        />
      )}
    </LoadedItem>
  );
}
