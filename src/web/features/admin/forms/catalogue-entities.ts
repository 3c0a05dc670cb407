import type { AdminEntityLabel } from '../../../../contract/messages';
import { adminPaths } from '../paths';

/** How the admin pages name one catalogue collection: headings, labels and the way back. */
export interface CatalogueEntity {
  /** In headings and "No matching … could be found.": 'Attraction Group'. */
  title: AdminEntityLabel | 'Facility';
  /** In form and button labels: 'attraction group'. */
  noun: string;
  /** The create form's save button. */
  createLabel: string;
  listPath: string;
  listLabel: string;
}

export const CATEGORY: CatalogueEntity = {
  title: 'Category',
  noun: 'category',
  createLabel: 'Create category',
  listPath: adminPaths.categories,
  listLabel: 'All categories',
};

export const REGION: CatalogueEntity = {
  title: 'Region',
  noun: 'region',
  createLabel: 'Create region',
  listPath: adminPaths.regions,
  listLabel: 'All regions',
};

export const GROUP: CatalogueEntity = {
  title: 'Attraction Group',
  noun: 'attraction group',
  createLabel: 'Create group',
  listPath: adminPaths.groups,
  listLabel: 'All groups',
};

export const FACILITY: CatalogueEntity = {
  title: 'Facility',
  noun: 'facility',
  createLabel: 'Create facility',
  listPath: adminPaths.facilities,
  listLabel: 'All facilities',
};
