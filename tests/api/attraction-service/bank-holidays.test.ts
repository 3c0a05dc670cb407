// "Open on" a bank holiday in SQL, on PGlite and PostgreSQL: the same cases the TypeScript hours
// run in src/contract/bank-holidays.test.ts (tests/support/bank-holiday-fixtures.ts).
import { beforeAll, expect, it } from 'vitest';
import {
  bankHolidayCases,
  bankHolidayPlaces,
  easterSeasonCases,
  easterSeasonPlace,
  type BankHolidayPlace,
} from '../../support/bank-holiday-fixtures.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, M } from '../management-service/helpers.js';
import { list } from './support.js';

const byName = new Map(
  Object.entries(bankHolidayPlaces).map(([key, place]) => [place.name, key as BankHolidayPlace]),
);

describeEachEngine('attraction list: open on a bank holiday, by nation (issue 31)', (engine) => {
  const ctx = useTestApp(engine);

  beforeAll(async () => {
    const { token } = await createAdminToken(ctx.database, { username: 'checker' });
    for (const place of [...Object.values(bankHolidayPlaces), easterSeasonPlace]) {
      const base = attractionBody();
      const created = await call(ctx.app, {
        method: 'POST',
        url: `${M}/attractions`,
        token,
        payload: {
          ...base,
          name: place.name,
          location: { ...(base.location as object), ...place.location },
          categories: place.categories,
          mainCategory: place.mainCategory,
          openingHours: place.hours,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().response as { id: number };
      const approved = await call(ctx.app, {
        method: 'POST',
        url: `${M}/attractions/${id}/approve`,
        token,
      });
      expect(approved.statusCode).toBe(200);
    }
  });

  for (const testCase of bankHolidayCases) {
    it(`openOn=${testCase.date}, ${testCase.why}`, async () => {
      const body = (await list(ctx.app, `pageSize=1000&openOn=${testCase.date}`)) as {
        results: { name: string; openingHours: unknown }[];
      };
      const open = body.results
        .map((row) => byName.get(row.name))
        .filter((key): key is BankHolidayPlace => key !== undefined)
        .sort();
      expect(open).toEqual([...testCase.open].sort());
    });
  }

  for (const testCase of easterSeasonCases) {
    it(`a season from Good Friday: openOn=${testCase.date} ${testCase.open ? 'includes' : 'leaves out'} it`, async () => {
      const body = (await list(ctx.app, `pageSize=1000&openOn=${testCase.date}`)) as {
        results: { name: string }[];
      };
      const names = body.results.map((row) => row.name);
      expect(names.includes(easterSeasonPlace.name)).toBe(testCase.open);
    });
  }

  it('the wire carries the rule as stored', async () => {
    const body = (await list(ctx.app, 'pageSize=1000&openOn=2026-06-10')) as {
      results: { name: string; openingHours: { bankHolidays?: unknown } }[];
    };
    const england = body.results.find((row) => row.name === bankHolidayPlaces.england.name);
    expect(england?.openingHours.bankHolidays).toEqual([]);
  });
});
