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

  it('refuses an unknown choice with a 400 that says what is expected', async () => {
    const response = await post({ choice: 'everything' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("choice must be 'essential' or 'accept'.");
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
