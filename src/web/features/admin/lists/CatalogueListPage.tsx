import { Box, Button } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ListResponse } from '../../../../contract/list';
import { ADMIN_PAGE_SIZE, type AdminListQuery } from '../api/query-keys';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { AdminList } from './AdminList';
import { SearchField } from './SearchField';
import { useListParams } from './use-list-params';

/** The shared page of the category, region, group and facility lists. */
export function CatalogueListPage<T>({
  title,
  subtitle,
  noun,
  placeholder,
  createLabel,
  createTo,
  useItems,
  itemKey,
  renderItem,
}: {
  title: string;
  subtitle: string;
  /** Plural, lower case: 'categories'. */
  noun: string;
  placeholder: string;
  createLabel: string;
  createTo: string;
  useItems: (query: AdminListQuery) => UseQueryResult<ListResponse<T>>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useItems({ page, search });
  return (
    <>
      <AdminPageHeader
        title={title}
        pageTitle={`Admin ${title}`}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to={createTo} variant="contained">
            {createLabel}
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label={`Search ${noun}`}
          placeholder={placeholder}
          value={search}
          onSearch={setSearch}
        />
      </Box>
      <AdminList
        label={title}
        query={query}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={setPage}
        itemKey={itemKey}
        renderItem={renderItem}
      />
    </>
  );
}

/** '12 live attractions' / '1 live attraction'. */
export function liveCount(count: number): string {
  return `${count} live attraction${count === 1 ? '' : 's'}`;
}
