// Issue 29, item 5: /api/docs (Swagger UI) set its own policy with frame-ancestors 'self', so the
// site could frame it, and it was served in production. Now nobody frames it, and production
// serves it only when API_DOCS asks; the OpenAPI document itself stays public.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';

describeEachEngine('the browsable API docs', (engine) => {
  describe('asked for (API_DOCS=true)', () => {
    const ctx = useTestApp(engine, { env: { API_DOCS: 'true' } });

    it('are framed by nobody: the page and its files', async () => {
      const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      const files = (page.body.match(/(?:src|href)="\.\/static\/[^"]+"/g) ?? []).map(
        (attribute) => `/api/docs/${attribute.split('"')[1]!.slice(2)}`,
      );
      expect(files.length).toBeGreaterThan(0);
      for (const url of ['/api/docs', '/api/docs/', ...files]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeLessThan(400);
        const policy = String(response.headers['content-security-policy']);
        expect(policy, url).toMatch(/frame-ancestors 'none'/);
        expect(policy, url).not.toMatch(/frame-ancestors 'self'/);
        expect(response.headers['x-frame-options'], url).toBe('DENY');
      }
    });
  });

  describe('in production, not asked for', () => {
    const ctx = useTestApp(engine, { env: { ENVIRONMENT_NAME: 'prod' } });

    it('are not served; the OpenAPI document still is', async () => {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(
        200,
      );
    });
  });
});
