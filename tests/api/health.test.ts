import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

describeEachEngine('health checks', (engine) => {
  const ctx = useTestApp(engine);

  it('answers /healthz while the process is up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /readyz with the engine once the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: engine });
  });

  it('echoes a caller-supplied request id for tracing', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-me-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-me-123');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/attraction-service/v2/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describeEachEngine('security headers', (engine) => {
  const ctx = useTestApp(engine);

  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
