// The list's answer is assembled from kept attraction texts (decision 015): these tests hold it
// to the bytes the route's schema serialiser wrote before, for every kind of list answer, on the
// first request (parts loaded) and the next (parts kept).
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { attractionQuerySchema } from '../../../src/contract/attraction-query.js';
import { AttractionListResponseSchema } from '../../../src/contract/attraction-list.js';
import { buildListMetadata } from '../../../src/contract/list.js';
import { buildAttractionListPlan } from '../../../src/server/services/attraction-service/attractions-query-builder.js';
import { findAttractionPage } from '../../../src/server/services/attraction-service/attractions-repository.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { paths, type ListBody } from './support.js';

const QUERIES = [
  '',
  'category=zoo&sort=closest&latitude=53.48&longitude=-2.24',
  'sort=closest&latitude=51.5&longitude=-0.12&page=2&pageSize=7',
  'search=castle&latitude=55.95&longitude=-3.19',
  'sort=most-popular&pageSize=40',
  'openOn=2026-11-28&latitude=52.2&longitude=0.12',
  'facility=toilets&maxDistance=30&latitude=53.8&longitude=-1.55&sort=furthest',
  'page=9999',
];

describeEachEngine('list answers built from kept attraction texts', (engine) => {
  const ctx = useTestApp(engine);

  /** What the route answered before: the page's attractions through the schema's serialiser. */
  async function serialised(queryString: string): Promise<string> {
    const query = attractionQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
    const page = await findAttractionPage(ctx.database.db, buildAttractionListPlan(query), query);
    const metadata = {
      ...buildListMetadata({ totalResults: page.totalResults, ...query }),
      ...(page.hoursUnknown === undefined ? {} : { hoursUnknown: page.hoursUnknown }),
    };
    return JSON.stringify(
      z.encode(AttractionListResponseSchema, { results: page.attractions, metadata }),
    );
  }

  it('answers the same bytes as the schema serialiser, loaded and kept', async () => {
    ctx.app.attractionListCache.setEnabled(false);
    try {
      for (const query of QUERIES) {
        const expected = await serialised(query);
        for (const attempt of ['loaded', 'kept']) {
          const response = await ctx.app.inject(`${paths.attractions}?${query}`);
          expect(response.statusCode, `${query} (${attempt})`).toBe(200);
          expect(response.body, `${query} (${attempt})`).toBe(expected);
        }
      }
    } finally {
      ctx.app.attractionListCache.setEnabled(true);
    }
  });

  it('shows a changed attraction once the catalogue change is announced', async () => {
    // Answers not cached, so only the kept attraction texts could hold the old description.
    ctx.app.attractionListCache.setEnabled(false);
    try {
      const url = `${paths.attractions}?sort=a-z&pageSize=1`;
      const first = (await ctx.app.inject(url)).json<ListBody>().results[0]!;
      await ctx.database.db.execute(
        sql`update attractions set description = 'Changed.' where id = ${first.id}`,
      );
      ctx.app.catalogueEvents.catalogueChanged('test');
      const after = (await ctx.app.inject(url)).json<ListBody>().results[0]!;
      expect(after.id).toBe(first.id);
      expect(after.description).toBe('Changed.');
    } finally {
      ctx.app.attractionListCache.setEnabled(true);
    }
  });
});
