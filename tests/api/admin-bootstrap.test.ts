import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bootstrapAdmin } from '../../src/server/services/management-service/admin-bootstrap.js';
import { verifyPassword } from '../../src/server/services/management-service/passwords.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

describeEachEngine('admin bootstrap', (engine) => {
  const ctx = useTestApp(engine);

  const storedHash = async (username: string) => {
    const result = await ctx.database.db.execute<{ password_hash: string }>(
      sql`select password_hash from admin_users where lower(username) = lower(${username})`,
    );
    return result.rows.map((r) => r.password_hash);
  };

  it('generates one admin with a random password on an empty database, and only once', async () => {
    const first = await bootstrapAdmin(ctx.database.db, {});
    expect(first.action).toBe('generated');
    if (first.action !== 'generated') return;
    const [hash] = await storedHash('admin');
    expect(hash).toBeDefined();
    expect(hash).not.toContain(first.password);
    expect(await verifyPassword(first.password, hash!)).toBe(true);

    expect(await bootstrapAdmin(ctx.database.db, {})).toEqual({ action: 'none' });
    expect(await storedHash('admin')).toHaveLength(1);
  });

  it(
    'ensures the configured admin exists with the configured password, updating it on change',
    { timeout: 120_000 },
    async () => {
      const options = { username: 'Moderator', password: 'first-password-1' };
      expect(await bootstrapAdmin(ctx.database.db, options)).toEqual({
        action: 'configured',
        username: 'Moderator',
      });
      await bootstrapAdmin(ctx.database.db, { ...options, password: 'second-password-2' });
      const hashes = await storedHash('moderator');
      expect(hashes).toHaveLength(1);
      expect(await verifyPassword('second-password-2', hashes[0]!)).toBe(true);
      expect(await verifyPassword('first-password-1', hashes[0]!)).toBe(false);
    },
  );

  it('answers /readyz 503 once the database is gone, while /healthz still answers', async () => {
    await ctx.database.pool.end();
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: engine });
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
