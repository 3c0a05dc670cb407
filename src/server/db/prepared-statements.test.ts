import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db, Tx } from './database.js';
import { executePrepared, MAX_NAMED_STATEMENTS } from './prepared-statements.js';

/** A Db whose pool answers each statement with the name it was prepared under. */
const recordingDb = {
  $client: {
    query: async (config: { name?: string; text: string; values: unknown[] }) => ({
      rows: [{ name: config.name, text: config.text, params: config.values }],
    }),
  },
} as unknown as Db;

const nameOf = async (text: string) =>
  (await executePrepared<{ name?: string }>(recordingDb, sql.raw(text))).rows[0]!.name;

describe('prepared statements', () => {
  it('gives one text one name, and another text another name', async () => {
    const first = await nameOf('select 1 as shape_a');
    expect(first).toMatch(/^daytrip_\d+$/);
    expect(await nameOf('select 1 as shape_a')).toBe(first);
    expect(await nameOf('select 1 as shape_b')).not.toBe(first);
  });

  it('sends values as parameters, so statements differing only in values share a name', async () => {
    const run = (id: number) =>
      executePrepared<{ name?: string; params: unknown[] }>(
        recordingDb,
        sql`select * from attractions where id = ${id}`,
      );
    const [one, two] = [(await run(1)).rows[0]!, (await run(2)).rows[0]!];
    expect(one.name).toBe(two.name);
    expect([one.params, two.params]).toEqual([[1], [2]]);
  });

  it('stops naming new texts past the bound, and still runs them unnamed', async () => {
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 10; i++) await nameOf(`select ${i} as many`);
    expect(await nameOf('select 1 as one_shape_too_many')).toBeUndefined();
    // Texts named before the bound keep their names.
    expect(await nameOf('select 1 as shape_a')).toMatch(/^daytrip_\d+$/);
  });

  it('runs inside a transaction on the transaction itself, through Drizzle', async () => {
    const executed: unknown[] = [];
    const transaction = {
      execute: async (statement: unknown) => {
        executed.push(statement);
        return { rows: [{ name: undefined }] };
      },
    } as unknown as Tx;
    const statement = sql`select 1 as in_transaction`;
    expect((await executePrepared<{ name?: string }>(transaction, statement)).rows).toEqual([
      { name: undefined },
    ]);
    expect(executed).toEqual([statement]);
  });
});
