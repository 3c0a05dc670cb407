import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { CatalogueEntity } from './catalogue-entities';
import { LoadedItem } from './LoadedItem';

/**
 * A catalogue item's create-or-edit page (categories, facilities, groups, regions): with no key
 * in the path the editor starts blank (create); with one, it waits for that item (edit). The
 * editor is keyed by the item, so moving from one item's page to another's starts afresh.
 */
export function CatalogueFormPage<T>({
  param,
  useItem,
  entity,
  children: editor,
}: {
  /** The path parameter that names the item, e.g. 'regionName' in /admin/regions/edit/:regionName. */
  param: string;
  /** The item's query; it stays idle while the key is undefined. */
  useItem: (key: string | undefined) => { isError: boolean; error: unknown; data: T | undefined };
  entity: CatalogueEntity;
  children: (item: T | undefined) => ReactNode;
}) {
  const key = useParams()[param];
  const query = useItem(key);
  if (!key) return <Fragment key="new">{editor(undefined)}</Fragment>;
  return (
    <LoadedItem query={query} entity={entity} action="Edit">
      {(item) => <Fragment key={key}>{editor(item)}</Fragment>}
    </LoadedItem>
  );
}
