// Issue 30: while the database is down, a person opening a page reads "We'll be back shortly"
// (HTML, 503, Retry-After) instead of the API's JSON; the API's clients keep their JSON.
import { describe, expect, it } from 'vitest';
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from '../../../src/server/http/database-outage.js';
import { OUTAGE_TITLE } from '../../../src/server/http/outage-page.js';
import { useTestApp } from '../../support/test-app.js';
import { builtWebRoot } from '../../support/web-fixture.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('pages while the embedded database is down', () => {
  const ctx = useTestApp('pglite', { webRoot: builtWebRoot, env: { PRODUCT_NAME: 'Funday' } });

  it('before: a page answers 200', async () => {
    const page = await ctx.app.inject({
      url: '/attraction/1',
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(page.statusCode).toBe(200);
    await ctx.database.embedded!.close();
  });

  it('a kept page still serves for its minute, as cached answers do (decisions 029, 184)', async () => {
    const page = await ctx.app.inject({
      url: '/attraction/1',
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(page.statusCode).toBe(200);
  });

  it('a page asks the person to come back, as HTML with Retry-After', async () => {
    const page = await ctx.app.inject({
      url: '/attraction/2',
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<title>${OUTAGE_TITLE} - Funday</title>`);
    expect(page.body).toContain(`<h1`);
    expect(page.body).toContain(`tries again by itself in ${RETRY_AFTER_SECONDS} seconds`);
    expect(page.body).not.toContain(UNAVAILABLE_MESSAGE);
  });

  it('the API keeps answering JSON, whatever the client accepts', async () => {
    for (const accept of ['application/json', BROWSER_ACCEPT]) {
      const answer = await ctx.app.inject({
        url: '/attraction-service/v2/attractions?search=never-asked-before',
        headers: { accept },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: UNAVAILABLE_MESSAGE,
      });
    }
  });

  it('any client of a page path gets the 503 with Retry-After (the page renders it, decision 123)', async () => {
    const answer = await ctx.app.inject({ url: '/attraction/3', headers: { accept: '*/*' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  });
});
