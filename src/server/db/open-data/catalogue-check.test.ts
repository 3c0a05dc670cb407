// `npm run check:catalogue`'s rules (decision 130) on small fixtures, and the seeded catalogue
// passing them with only the reviewed exceptions.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, unexcepted, type CataloguePlace } from './catalogue-check.js';
import { districtCentresFrom } from './pins.js';
import { seededCatalogue } from './seeded-catalogue.js';
import { buildGazetteer } from './towns.js';

const districts = districtCentresFrom({ SY23: [52.414, -4.07], SY25: [52.227, -3.935] });
const gazetteer = buildGazetteer([], () => null, [
  { name: 'Aberystwyth', latitude: 52.414, longitude: -4.082 },
  { name: 'Tregaron', latitude: 52.221, longitude: -3.933 },
]);
const place = (overrides: Partial<CataloguePlace>): CataloguePlace => ({
  name: 'Ceredigion Museum',
  description: 'Ceredigion Museum is a museum in Aberystwyth.',
  latitude: 52.415,
  longitude: -4.084,
  postalCode: 'SY23 1JH',
  regionName: 'wales',
  countyRegion: 'wales',
  generatedDescription: true,
  ...overrides,
});
const rules = (places: CataloguePlace[]) =>
  checkCatalogue(places, districts, gazetteer).map((finding) => finding.rule);

describe('the catalogue check', () => {
  it('passes a place that agrees with itself', () => {
    expect(rules([place({})])).toEqual([]);
  });

  it('finds the same place twice: a name within 2 km, or any two points within 50 m', () => {
    expect(rules([place({}), place({ latitude: 52.425 })])).toEqual(['samePlace']);
    expect(rules([place({}), place({ name: 'Other', latitude: 52.4152 })])).toEqual(['samePlace']);
    expect(rules([place({}), place({ name: 'Other', latitude: 52.42 })])).toEqual([]);
  });

  it('finds a pin far from its postcode district, a far town, a county disagreement, "nr"', () => {
    expect(rules([place({ postalCode: 'SY25 6JW', description: 'A museum.' })])).toEqual([
      'farPin',
    ]);
    expect(rules([place({ description: 'Ceredigion Museum is a museum in Tregaron.' })])).toEqual([
      'farTown',
    ]);
    expect(rules([place({ countyRegion: 'westmidlands' })])).toEqual(['regionCounty']);
    expect(rules([place({ description: 'A museum in nr Aberystwyth.' })])).toEqual([
      'abbreviation',
    ]);
  });

  it('fails only on findings without a reviewed exception, and on stale exceptions', () => {
    const findings = checkCatalogue([place({ countyRegion: 'london' })], districts, gazetteer);
    const reason = 'A reason of some length.';
    expect(unexcepted(findings, []).failures).toHaveLength(1);
    const excepted = unexcepted(findings, [
      { rule: 'regionCounty', key: 'Ceredigion Museum', reason },
    ]);
    expect(excepted).toEqual({ failures: [], stale: [] });
    expect(unexcepted([], [{ rule: 'farPin', key: 'Gone', reason }]).stale).toHaveLength(1);
  });

  it('passes on the seeded catalogue with the reviewed exceptions file', () => {
    const dataDir = path.resolve(import.meta.dirname, '../../../../data');
    const { places, districts: all, gazetteer: towns } = seededCatalogue(dataDir);
    const { exceptions } = JSON.parse(
      readFileSync(path.join(dataDir, 'catalogue-exceptions.json'), 'utf8'),
    ) as { exceptions: { rule: 'samePlace'; key: string; reason: string }[] };
    const { failures, stale } = unexcepted(checkCatalogue(places, all, towns), exceptions);
    expect(failures).toEqual([]);
    expect(stale).toEqual([]);
    // The examples of issue 27 read right.
    const text = (name: string) => places.find((p) => p.name === name)?.description ?? '';
    expect(text('Aberystwyth Castle')).toContain('at Aberystwyth');
    expect(text('Old Wardour Castle')).not.toContain('Eastleigh');
    expect(text('Woburn Abbey')).not.toContain('small');
    expect(places.filter((p) => p.name === 'Imperial War Museum, Duxford')).toEqual([]);
    expect(places.find((p) => p.name === 'Goodrich Castle')?.regionName).toBe('westmidlands');
  }, 60_000);
});
