// POST /cookie-choice (issue 21): the cookie notice answered without JavaScript.
import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';
import { webFixtureRoot } from '../support/web-fixture.js';

describeEachEngine('the cookie notice as a plain form', (engine) => {
  const ctx = useTestApp(engine, { webRoot: webFixtureRoot });
  const post = (form: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/cookie-choice',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const cookiesOf = (header: string | string[] | undefined) =>
    [header ?? []].flat().map((cookie) => cookie.split(';')[0]);

  it("'Essential only' acknowledges the notice and goes back to the page", async () => {
    const response = await post({ choice: 'essential', returnTo: '/attractions/?page=2' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/attractions/?page=2');
    expect(cookiesOf(response.headers['set-cookie'])).toEqual(['cookie-policy-acknowledged=true']);
    expect(String(response.headers['set-cookie'])).toContain('SameSite=Lax');
  });

  it("'Accept' also gives consent to remember preferences", async () => {
    const response = await post({ choice: 'accept', returnTo: '/' });
    expect(response.statusCode).toBe(303);
    expect(cookiesOf(response.headers['set-cookie'])).toEqual([
      'cookie-policy-acknowledged=true',
      'personalisation-accepted=true',
    ]);
  });

  it('goes back only to a page of this site', async () => {
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '']) {
      const response = await post({ choice: 'essential', returnTo });
      expect(response.headers.location, returnTo).toBe('/');
    }
  });

  // Issue 29, item 3: a tab was echoed into Location (a browser drops it: '//evil.example/'),
  // and CR, LF, NUL or characters beyond Latin-1 answered 500.
  it('answers every crafted returnTo with a path of this site or home, never a 500', async () => {
    const offSite = [
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example/',
      '\t//evil.example/',
      ' //evil.example/',
      '\u0000//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example/',
      '/.//evil.example/',
      '/..//evil.example/',
      '/\t\\evil.example/',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'http:evil.example',
      'https:/\\evil.example',
      'evil.example',
      '\u3002/evil.example',
    ];
    const crafted = [
      ...offSite,
      '/attractions/\r\nSet-Cookie: admin-token=x',
      '/search/\u0000null',
      '/search/\u6771\u4eac',
      '/search/\ud83c\udfa1?q=\u00e9#\u2603',
      '/search/caf\u00e9',
    ];
    for (const returnTo of crafted) {
      const response = await post({ choice: 'essential', returnTo });
      const label = JSON.stringify(returnTo).slice(0, 60);
      expect(response.statusCode, label).toBe(303);
      const location = String(response.headers.location);
      expect(location, label).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      // Read as a browser reads it, the answer stays on this site.
      expect(new URL(location, 'https://daytrip.example/').origin, label).toBe(
        'https://daytrip.example',
      );
      if (offSite.includes(returnTo)) expect(location, label).toBe('/');
    }
    const header = await post({ choice: 'essential', returnTo: '/search/\u6771\u4eac?page=2' });
    expect(header.headers.location).toBe('/search/%E6%9D%B1%E4%BA%AC?page=2');
    const split = await post({ choice: 'essential', returnTo: '/attractions/\r\nX-Evil: 1' });
    expect(split.headers['x-evil']).toBeUndefined();
    expect(split.headers.location).toBe('/attractions/X-Evil:%201');
  });

  it('refuses an unknown choice with a 400 that says what is expected', async () => {
    const response = await post({ choice: 'everything' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("choice must be 'essential' or 'accept'.");
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
