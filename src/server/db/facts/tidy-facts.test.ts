// Decision 114's mechanical rules on small rows: copies of pages, old hours and prices, the
// key the catalogue shows, one row per place and group.
import { describe, expect, it } from 'vitest';
import type { FactRow } from '../../../contract/fact-row.js';
import {
  copyOf,
  isGeneratedPage,
  isMembersOnly,
  tidyRows,
  type PlaceResolution,
} from './tidy-facts.js';

let line = 0;
function input(overrides: Partial<FactRow>) {
  const row = {
    place: 'seed:Chester Zoo',
    name: 'Chester Zoo',
    group: 'suitability',
    source: 'published',
    url: 'https://example.org/page',
    asOf: '2024-05-01',
    asOfPrecision: 'month',
    recordedBy: 'research',
    recordedOn: '2026-11-28',
    value: { ages: null, setting: 'outdoor' },
    ...overrides,
  } as FactRow;
  line++;
  return { at: `test.jsonl:${line}`, row, raw: { ...row } as Record<string, unknown> };
}

const resolve = (place: string): PlaceResolution =>
  place === 'mappingmuseums:mm.1'
    ? { shownAs: 'seed:Chester Zoo' }
    : place === 'castlemap:Q1'
      ? { hidden: 'left out by the import (closedSinceSnapshot)' }
      : { shownAs: place };

describe('copyOf', () => {
  it('names document mirrors, caches, CDN and staging hosts', () => {
    expect(copyOf('https://www.yumpu.com/en/document/view/1/guide/35')).toMatch(/yumpu/);
    expect(copyOf('https://cc.bingj.com/cache.aspx?d=1')).toMatch(/cache/);
    expect(copyOf('https://news.pages.dev/article')).toMatch(/pages\.dev/);
    expect(copyOf('https://d33gy59ovltp76.cloudfront.net/news/x')).toMatch(/CloudFront/);
    expect(copyOf('https://cms-site-test-1-app.azurewebsites.net/visit-us')).toMatch(/staging/);
    expect(copyOf('http://experienceoxfordshire.flywheelstaging.com/x')).toMatch(/staging/);
  });

  it('leaves a site’s own pages and publishing platforms alone', () => {
    expect(copyOf('https://www.chesterzoo.org/tickets/')).toBeNull();
    expect(copyOf('https://issuu.com/publisher/docs/guide')).toBeNull();
    expect(copyOf(undefined)).toBeNull();
  });
});

describe('isGeneratedPage', () => {
  it('knows the generated visitor-page sites the sample review failed, and no others', () => {
    expect(isGeneratedPage('https://britishpidya.com/zoos-in-london')).toBe(true);
    expect(isGeneratedPage('https://acrosstheuk.com/science-museum/page/8')).toBe(true);
    expect(isGeneratedPage('https://it.aroundus.com/p/x')).toBe(true);
    expect(isGeneratedPage('https://www.rct.uk/visit/buckingham-palace')).toBe(false);
    expect(isGeneratedPage('https://diamondgeezer.blogspot.com/2023/05/x.html')).toBe(false);
    expect(isGeneratedPage(null)).toBe(false);
  });
});

describe('tidyRows', () => {
  it('drops rows citing a generated visitor page, with the reason', () => {
    const { kept, dropped } = tidyRows(
      [input({ url: 'https://visualfoodie.com/what-to-know-about-national-gallery-london-hours' })],
      resolve,
    );
    expect(kept).toEqual([]);
    expect(dropped[0]!.reason).toMatch(/generated/);
  });

  it('drops rows citing a copy, with the reason', () => {
    const { kept, dropped } = tidyRows(
      [input({ url: 'https://dokumen.tips/documents/access-statement.html' })],
      resolve,
    );
    expect(kept).toEqual([]);
    expect(dropped[0]!.reason).toMatch(/dokumen\.tips/);
  });

  it('drops hours and prices dated before 2023 but keeps other groups and members-only prices', () => {
    const oldPrice = input({ group: 'prices', asOf: '2019-06-01', value: { free: true } });
    const oldHours = input({ group: 'hours', asOf: '2022-12-31', value: { state: 'always' } });
    const members = input({
      group: 'prices',
      asOf: '2018-01-01',
      value: {
        free: false,
        adult: null,
        child: null,
        family: null,
        membersFree: ['nationaltrust'],
      },
    });
    const oldSetting = input({ asOf: '2015-01-01' });
    const freshPrice = input({
      place: 'seed:Other',
      group: 'prices',
      asOf: '2023-01-01',
      value: { free: true },
    });
    const { kept, dropped } = tidyRows(
      [oldPrice, oldHours, members, oldSetting, freshPrice],
      resolve,
    );
    expect(kept).toEqual([members, oldSetting, freshPrice]);
    expect(dropped.map((drop) => drop.at)).toEqual([oldPrice.at, oldHours.at]);
  });

  it('moves a row to the key the catalogue shows and keeps the newest per place and group', () => {
    const handWritten = input({ asOf: '2023-03-01' });
    const openData = input({ place: 'mappingmuseums:mm.1', asOf: '2024-03-01' });
    const { kept, dropped, rekeyed } = tidyRows([handWritten, openData], resolve);
    expect(kept.map(({ row, raw }) => [row.place, raw.place, row.asOf])).toEqual([
      ['seed:Chester Zoo', 'seed:Chester Zoo', '2024-03-01'],
    ]);
    expect(rekeyed).toBe(1);
    expect(dropped.map((drop) => drop.at)).toEqual([handWritten.at]);
  });

  it('keeps the later line of two rows of the same date, as the import would', () => {
    const first = input({});
    const second = input({});
    expect(tidyRows([first, second], resolve).kept).toEqual([second]);
  });

  it('drops rows for places the catalogue leaves out', () => {
    const { kept, dropped } = tidyRows([input({ place: 'castlemap:Q1' })], resolve);
    expect(kept).toEqual([]);
    expect(dropped[0]!.reason).toMatch(/closedSinceSnapshot/);
  });

  it('changes nothing on a second run', () => {
    const rows = [input({ place: 'mappingmuseums:mm.1' }), input({ group: 'access', value: {} })];
    const once = tidyRows(rows, resolve);
    const twice = tidyRows(once.kept, resolve);
    expect(twice.kept).toEqual(once.kept);
    expect(twice.dropped).toEqual([]);
    expect(twice.rekeyed).toBe(0);
  });
});

describe('isMembersOnly', () => {
  it('is a prices row with members free and no amount', () => {
    expect(
      isMembersOnly(input({ group: 'prices', value: { free: false, membersFree: ['cadw'] } }).row),
    ).toBe(true);
    expect(
      isMembersOnly(
        input({ group: 'prices', value: { free: false, adult: 9, membersFree: ['cadw'] } }).row,
      ),
    ).toBe(false);
    expect(isMembersOnly(input({ group: 'prices', value: { free: true } }).row)).toBe(false);
  });
});
