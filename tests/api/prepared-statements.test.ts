import { expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { describeEachEngine } from '../support/test-database.js';

const LIST = '/attraction-service/v2/attractions?category=zoo&latitude=53.48&longitude=-2.24';

describeEachEngine('prepared statements across connections', (engine) => {
  const ctx = useTestApp(engine);

  it('keeps answering after the pool replaces its connection', async () => {
    ctx.app.attractionListCache.setEnabled(false);
    const before = await ctx.app.inject({ method: 'GET', url: LIST });
    expect(before.statusCode).toBe(200);
    // As when the pool closes an idle connection: the next request gets a new one. On PGlite it
    // joins the same session, where the statements prepared before still exist.
    for (let i = 0; i < 3; i++) {
      const client = await ctx.app.database.pool.connect();
      client.release(true);
      const after = await ctx.app.inject({ method: 'GET', url: LIST });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(before.json());
      const one = await ctx.app.inject({
        method: 'GET',
        url: '/attraction-service/v2/attractions/1',
      });
      expect(one.statusCode).not.toBe(500);
    }
    ctx.app.attractionListCache.setEnabled(true);
  });
});
