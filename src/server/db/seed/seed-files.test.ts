import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../project-root.js';
import { SPEC_CATEGORY_NAMES, SPEC_REGION_NAMES } from '../../../contract/spec-catalogue.js';
import { readSeedCatalogue } from './seed-files.js';

const dataDir = path.join(findProjectRoot(), 'data');
const catalogue = readSeedCatalogue(dataDir);

describe('the seed catalogue', () => {
  it('has exactly the 19 categories and 14 regions of the spec', () => {
    expect(catalogue.categories.map((c) => c.categoryName).sort()).toEqual(
      [...SPEC_CATEGORY_NAMES].sort(),
    );
    expect(catalogue.regions.map((r) => r.regionName).sort()).toEqual(
      [...SPEC_REGION_NAMES].sort(),
    );
  });

  it('has at least 12 facilities with three descriptions each, and 2 branded groups', () => {
    expect(catalogue.facilities.length).toBeGreaterThanOrEqual(12);
    for (const facility of catalogue.facilities) {
      expect(facility.availableDescription, facility.facilityName).not.toBe('');
      expect(facility.unavailableDescription, facility.facilityName).not.toBe('');
      expect(facility.unknownDescription, facility.facilityName).not.toBe('');
    }
    expect(catalogue.groups.length).toBeGreaterThanOrEqual(2);
  });

  it('has at least 250 attractions with unique names', () => {
    expect(catalogue.attractions.length).toBeGreaterThanOrEqual(250);
    const names = catalogue.attractions.map((a) => a.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('places every attraction inside its region', () => {
    const areas = new Map(catalogue.regions.map((r) => [r.regionName, r.area]));
    const outside = catalogue.attractions.filter((a) => {
      const area = areas.get(a.region);
      return (
        !area ||
        a.latitude < area.minLatitude ||
        a.latitude > area.maxLatitude ||
        a.longitude < area.minLongitude ||
        a.longitude > area.maxLongitude
      );
    });
    expect(outside.map((a) => `${a.name} (${a.region}: ${a.latitude}, ${a.longitude})`)).toEqual(
      [],
    );
  });

  it('represents every category and every region', () => {
    for (const category of SPEC_CATEGORY_NAMES) {
      expect(
        catalogue.attractions.some((a) => a.categories.includes(category)),
        category,
      ).toBe(true);
    }
    for (const region of SPEC_REGION_NAMES) {
      expect(
        catalogue.attractions.some((a) => a.region === region),
        region,
      ).toBe(true);
    }
  });

  it('names only facilities, facility types and groups that exist', () => {
    const types = new Map(
      catalogue.facilities.map((f) => [f.facilityName, new Set(f.types.map((t) => t.name))]),
    );
    const groups = new Set(catalogue.groups.map((g) => g.groupId));
    for (const attraction of catalogue.attractions) {
      for (const [name, value] of Object.entries(attraction.facilities)) {
        expect(types.has(name), `${attraction.name}: ${name}`).toBe(true);
        for (const type of value.types)
          expect(types.get(name)?.has(type), `${attraction.name}: ${name}/${type}`).toBe(true);
      }
      for (const group of attraction.attractionGroups)
        expect(groups.has(group), `${attraction.name}: ${group}`).toBe(true);
    }
  });

  it('links the featured banners to the five category paths of the spec', () => {
    const links = catalogue.banners.filter((b) => b.kind === 'category').map((b) => b.linkPath);
    expect(links).toEqual([
      '/categories/experience',
      '/categories/aquarium',
      '/categories/zoo',
      '/categories/museum',
      '/categories/themepark',
    ]);
    expect(
      catalogue.banners.filter((b) => b.kind !== 'category').every((b) => b.linkPath === null),
    ).toBe(true);
  });

  it('lists the 69 UK cities, London at the default location', () => {
    const cities = JSON.parse(readFileSync(path.join(dataDir, 'cities.json'), 'utf8')) as {
      cityName: string;
      country: string;
      latitude: number;
      longitude: number;
    }[];
    expect(cities).toHaveLength(69);
    expect(cities.find((c) => c.cityName === 'London')).toMatchObject({
      latitude: 51.52,
      longitude: -0.09,
    });
    for (const city of cities) {
      expect(['England', 'Scotland', 'Wales', 'Northern Ireland']).toContain(city.country);
      expect(city.latitude).toBeGreaterThan(49.8);
      expect(city.latitude).toBeLessThan(60.9);
    }
  });
});
