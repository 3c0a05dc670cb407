// GET /attraction-service/v2/attractionGroups and /attractionGroups/{groupId} (SPEC §7).
import { AttractionGroupSchema } from '../../../contract/attraction-group.js';
import { findGroup, findGroups } from './groups-repository.js';
import { simpleCatalogueRoutes } from './simple-catalogue-routes.js';

export const groupsRoutes = simpleCatalogueRoutes({
  collection: 'attractionGroups',
  param: 'groupId',
  itemSchema: AttractionGroupSchema,
  what: 'Attraction groups',
  notFoundMessage: 'No matching attraction group could be found.',
  findAll: findGroups,
  findOne: findGroup,
});
