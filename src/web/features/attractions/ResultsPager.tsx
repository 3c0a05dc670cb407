import { Pagination, PaginationItem } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/**
 * Paging as real links ('?page=3' plus the rest of the state), so every page has a URL, opens
 * in a new tab and works with Back/Forward.
 */
export function ResultsPager({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Pagination
      page={Math.min(page, totalPages)}
      count={totalPages}
      color="primary"
      shape="rounded"
      siblingCount={1}
      sx={{ display: 'flex', justifyContent: 'center', py: 4 }}
      renderItem={(item) => (
        <PaginationItem component={RouterLink} to={hrefFor(item.page ?? 1)} {...item} />
      )}
    />
  );
}
