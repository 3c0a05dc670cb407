// Runs read statements as named prepared statements, so PostgreSQL (and PGlite) parse and plan
// each statement shape once per connection rather than on every request. A list page's id query
// spent more time in the planner (~1.3 ms, for the distance expressions) than executing (~0.7 ms).
//
// A name stands for one SQL text for the life of the process (a connection refuses a name reused
// for another text). Values always travel as parameters, so the shapes are few (which filters are
// present, the sort); connections keep every statement they prepared, so past a bound new shapes
// run unnamed rather than grow the server's memory without end.
//
// Drizzle's public API names prepared statements only on its query builders (`.prepare(name)`),
// and these statements are sql`` templates. So the text comes from Drizzle's dialect and runs on
// the pool Drizzle was given (`db.$client`) as a node-postgres named query, which is what Drizzle
// does itself for a named statement. Inside a transaction the statement must run on the
// transaction's connection, which only Drizzle holds: there it runs through `tx.execute`, unnamed.
// Rows come back with node-postgres's own parsers: select timestamps as text (to_char), not raw.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { Db, Executor } from './database.js';

/** More shapes than the public list can form in practice; an attacker's variety stops here. */
export const MAX_NAMED_STATEMENTS = 256;

const dialect = new PgDialect();
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `daytrip_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/** The whole database (it has a pool of its own), rather than one open transaction. */
const isDatabase = (executor: Executor): executor is Db => '$client' in executor;

/** Runs a statement built with Drizzle's sql`` template as a prepared statement named by its text. */
export async function executePrepared<Row extends QueryResultRow>(
  executor: Executor,
  statement: SQL,
): Promise<QueryResult<Row>> {
  if (!isDatabase(executor)) return (await executor.execute(statement)) as QueryResult<Row>;
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return executor.$client.query<Row>({ name: nameFor(text), text, values: params });
}
