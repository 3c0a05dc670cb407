// GET /attraction-service/v2/regions and /regions/{regionName} (SPEC §7).
import { RegionSchema } from '../../../contract/region.js';
import { findRegion, findRegions } from './regions-repository.js';
import { simpleCatalogueRoutes } from './simple-catalogue-routes.js';

export const regionsRoutes = simpleCatalogueRoutes({
  collection: 'regions',
  param: 'regionName',
  itemSchema: RegionSchema,
  what: 'Regions',
  notFoundMessage: 'No matching region could be found.',
  findAll: findRegions,
  findOne: findRegion,
});
