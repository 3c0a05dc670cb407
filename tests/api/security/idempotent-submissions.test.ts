// Issue 15, fault 4: the same wizard submission sent 5 times at once made 5 rows and 5 reference
// numbers, and spent the visitor's hourly allowance.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { SUBMISSIONS_PER_HOUR } from '../../../src/server/services/management-service/index.js';
import { KEY_REUSED_MESSAGE } from '../../../src/server/services/management-service/submission-idempotency.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, M, rowCount } from '../management-service/helpers.js';

describeEachEngine('idempotent submissions', (engine) => {
  const ctx = useTestApp(engine);
  let address = 0;
  const submit = (key: string | undefined, body = attractionBody(), remoteAddress?: string) =>
    call(ctx.app, {
      method: 'POST',
      url: `${M}/submissions`,
      payload: body,
      remoteAddress: remoteAddress ?? `10.1.0.${++address}`,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  it('5 concurrent identical requests store 1 row and answer 1 reference number', async () => {
    const before = await rowCount(ctx.database, 'attractions');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(key, attractionBody(), '10.2.0.1')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const references = new Set(answers.map((a) => a.json().response.referenceNumber));
    expect(references.size).toBe(1);
    expect(await rowCount(ctx.database, 'attractions')).toBe(before + 1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
  });

  it('repeats do not count against the hourly limit', async () => {
    const key = randomUUID();
    for (let i = 0; i < SUBMISSIONS_PER_HOUR + 5; i++) {
      expect((await submit(key, attractionBody(), '10.3.0.1')).statusCode).toBe(201);
    }
    // The allowance is all but untouched: another submission from the address still goes in.
    expect((await submit(randomUUID(), attractionBody(), '10.3.0.1')).statusCode).toBe(201);
  });

  it('the same key with a different submission answers 422 and stores nothing', async () => {
    const key = randomUUID();
    expect((await submit(key)).statusCode).toBe(201);
    const before = await rowCount(ctx.database, 'attractions');
    const other = await submit(key, attractionBody({ name: 'Another Place Entirely' }));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(KEY_REUSED_MESSAGE);
    expect(await rowCount(ctx.database, 'attractions')).toBe(before);
  });

  it('a key that is not a UUID answers 400; no key behaves as before (each request stored)', async () => {
    const bad = await submit('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Idempotency-Key must be a UUID.');
    const before = await rowCount(ctx.database, 'attractions');
    await submit(undefined);
    await submit(undefined);
    expect(await rowCount(ctx.database, 'attractions')).toBe(before + 2);
  });

  it('a refused first request (invalid body) leaves the key free for the corrected one', async () => {
    const key = randomUUID();
    expect((await submit(key, attractionBody({ name: '' }))).statusCode).toBe(400);
    expect((await submit(key)).statusCode).toBe(201);
  });
});
