// Runs read statements as named prepared statements, so PostgreSQL (and PGlite) parse and plan
// each statement shape once per connection rather than on every request. A list page's id query
// spent more time in the planner (~1.3 ms, for the distance expressions) than executing (~0.7 ms).
//
// A name stands for one SQL text for the life of the process (a connection refuses a name reused
// for another text). Values always travel as parameters, so the shapes are few (which filters are
// present, the sort); connections keep every statement they prepared, so past a bound new shapes
// run unnamed rather than grow the server's memory without end.
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { Db } from './database.js';

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

/** Runs `query` (text and parameters) as a prepared statement named by its text. */
export async function executePrepared<Row extends QueryResultRow>(
  db: Db,
  query: Query,
): Promise<QueryResult<Row>> {
  const statement = db._.session.prepareQuery(query, undefined, nameFor(query.sql), false);
  return (await statement.execute()) as QueryResult<Row>;
}

/** The same for a statement built with Drizzle's sql`` template. */
export function executePreparedSql<Row extends QueryResultRow>(
  db: Db,
  query: SQL,
): Promise<QueryResult<Row>> {
  return executePrepared<Row>(db, dialect.sqlToQuery(query));
}
