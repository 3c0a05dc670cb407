// GET /attraction-service/v2/facilities and /facilities/{facilityName} (SPEC §7; the site asks
// for pageSize 1000, i.e. all of them).
import { FacilitySchema } from '../../../contract/facility.js';
import { findFacilities, findFacility } from './facilities-repository.js';
import { simpleCatalogueRoutes } from './simple-catalogue-routes.js';

export const facilitiesRoutes = simpleCatalogueRoutes({
  collection: 'facilities',
  param: 'facilityName',
  itemSchema: FacilitySchema,
  what: 'Facilities',
  notFoundMessage: 'No matching facility could be found.',
  findAll: findFacilities,
  findOne: findFacility,
});
