import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openOnCondition } from './open-on-sql.js';

const dialect = new PgDialect();

describe('openOnCondition', () => {
  it('is one compiled text per date, with every value in it and no parameter to lose', () => {
    const first = openOnCondition('2026-12-25');
    expect(openOnCondition('2026-12-25')).toBe(first);
    const query = dialect.sqlToQuery(sql`select 1 from attractions where ${first}`);
    expect(query.params).toEqual([]);
    expect(query.sql).toContain('"date":"2026-12-25","day":"12-25"');
    // Christmas Day is a bank holiday in every nation: the rule is part of that date's text.
    expect(query.sql).toContain("'bankHolidays'");
    expect(dialect.sqlToQuery(openOnCondition('2026-12-26')).sql).toContain('"day":"12-26"');
  });

  it('keeps a bounded number of dates, and a forgotten one compiles the same again', () => {
    const text = dialect.sqlToQuery(openOnCondition('2027-01-04')).sql;
    for (let day = 1; day <= 20; day++) openOnCondition(`2027-02-${String(day).padStart(2, '0')}`);
    expect(dialect.sqlToQuery(openOnCondition('2027-01-04')).sql).toBe(text);
  });
});
