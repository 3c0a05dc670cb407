import type { ReactNode } from 'react';
import { PageLoading } from '../../../components/PageLoading';
import type { CatalogueEntity } from './catalogue-entities';
import { LoadFailure } from './LoadFailure';

/** An edit or delete page's item: the failure with a way back, a spinner, then the page. */
export function LoadedItem<T>({
  query,
  entity,
  action,
  children,
}: {
  query: { isError: boolean; error: unknown; data: T | undefined };
  entity: CatalogueEntity;
  action: 'Edit' | 'Delete';
  children: (item: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <LoadFailure
        title={`${action} ${entity.title}`}
        error={query.error}
        notFoundText={`No matching ${entity.title} could be found.`}
        backTo={entity.listPath}
        backLabel={entity.listLabel}
      />
    );
  }
  if (!query.data) return <PageLoading />;
  return children(query.data);
}
