import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useAdminAlerts } from '../alerts';
import { serverMessage } from '../api/admin-client';
import { useAdminCategory } from '../api/get-admin-category';
import { useDeleteCategory } from '../api/delete-category';
import { DeleteConfirmation } from '../forms/DeleteConfirmation';
import { LoadFailure } from '../forms/LoadFailure';
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
  const remove = useDeleteCategory();
  const navigate = useNavigate();
  const { showAlert } = useAdminAlerts();
  const [failure, setFailure] = useState<string | null>(null);

  if (query.isError) {
    return (
      <LoadFailure
        title="Delete Category"
        error={query.error}
        notFoundText="No matching Category could be found."
        backTo={adminPaths.categories}
        backLabel="All categories"
      />
    );
  }
  const category = query.data;
  if (!category) return <PageLoading />;

  return (
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
      deleting={remove.isPending}
      failure={failure}
      onConfirm={async () => {
        setFailure(null);
        try {
          await remove.mutateAsync(category.categoryName);
          showAlert({ severity: 'success', message: CATEGORY_DELETED });
          navigate(adminPaths.categories, { replace: true });
        } catch (error) {
          setFailure(serverMessage(error) ?? 'This Category was not deleted. Please try again.');
        }
      }}
    />
  );
}
