// The attraction service's public reads (SPEC §7). Called from app.ts; it creates the list cache
// and the filter vocabulary, ties both to catalogue writes, and registers every route.
import type { FastifyInstance } from 'fastify';
import { attractionsRoutes } from './attractions-routes.js';
import { categoriesRoutes } from './categories-routes.js';
import { facilitiesRoutes } from './facilities-routes.js';
import { groupsRoutes } from './groups-routes.js';
import { createAttractionJsonCache } from './attraction-json-cache.js';
import { createCountCache } from './count-cache.js';
import { createListCache, type ListCache } from '../../http/list-cache.js';
import { carFreePagesRoutes } from './car-free-pages-routes.js';
import { landingPagesRoutes } from './landing-pages-routes.js';
import { metadataRoutes } from './metadata-routes.js';
import { namesRoutes } from './names-routes.js';
import { pointsRoutes } from './points-routes.js';
import { regionsRoutes } from './regions-routes.js';
import type { AttractionServiceOptions } from './service-options.js';
import { createVocabularySource } from './vocabulary.js';

export async function registerAttractionService(app: FastifyInstance): Promise<void> {
  const listCache = createListCache();
  const counts = createCountCache();
  const attractionJson = createAttractionJsonCache();
  // Every catalogue write (and, later, every instance's writes via Redis) empties the caches.
  app.catalogueEvents.onCatalogueChanged(() => {
    listCache.clear();
    counts.clear();
    attractionJson.clear();
  });
  // Whoever empties the answers (a test after a direct write, the benchmark) empties the parts
  // they are made of too, so no emptied answer can come back from a kept attraction.
  const clearAnswers = listCache.clear.bind(listCache);
  listCache.clear = () => {
    clearAnswers();
    attractionJson.clear();
  };
  app.decorate('attractionListCache', listCache);

  const options: AttractionServiceOptions = {
    listCache,
    counts,
    attractionJson,
    vocabulary: createVocabularySource(app.database.db, app.catalogueEvents),
  };
  for (const routes of [
    attractionsRoutes,
    pointsRoutes,
    namesRoutes,
    categoriesRoutes,
    regionsRoutes,
    groupsRoutes,
    facilitiesRoutes,
    metadataRoutes,
    landingPagesRoutes,
    carFreePagesRoutes,
  ]) {
    await app.register(routes, options);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The attraction service's list cache (the benchmark switches it off and on). */
    attractionListCache: ListCache;
  }
}
