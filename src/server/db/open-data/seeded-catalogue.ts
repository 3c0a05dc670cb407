// The catalogue a new database is seeded with (hand-written data/ plus the open-data plan),
// built without a database for `npm run check:catalogue`: the same files and the same planning
// code as the seed (seed.ts, run-import.ts), so the check sees what a fresh start shows.
import path from 'node:path';
import { readSeedCatalogue } from '../seed/seed-files.js';
import type { CataloguePlace } from './catalogue-check.js';
import { planImport } from './plan.js';
import { readPlanFiles } from './plan-input.js';
import { districtCentre } from './pins.js';
import { regionFromAdminArea } from './regions.js';
import { buildGazetteer, type Gazetteer } from './towns.js';
import type { DistrictCentres } from './pins.js';

export interface SeededCatalogue {
  places: CataloguePlace[];
  districts: DistrictCentres;
  gazetteer: Gazetteer;
}

export function seededCatalogue(dataDir: string): SeededCatalogue {
  const files = readPlanFiles(dataDir, path.join(dataDir, 'open'));
  const handWritten = readSeedCatalogue(dataDir).attractions;
  const plan = planImport({
    ...files,
    handWritten: handWritten.map((place, i) => ({ ...place, id: i + 1 })),
  });
  const records = new Map(files.records.map((r) => [`${r.source}/${r.recordId}`, r]));
  const places: CataloguePlace[] = [
    ...handWritten.map((place) => ({
      name: place.name,
      description: place.description,
      latitude: place.latitude,
      longitude: place.longitude,
      postalCode: place.postCode,
      regionName: place.region,
      countyRegion: null,
      generatedDescription: false,
    })),
    ...plan.attractions.map(({ source, recordId, fields }) => {
      const record = records.get(`${source}/${recordId}`);
      return {
        ...fields,
        countyRegion: record && record.adminArea.length > 0 ? regionFromAdminArea(record) : null,
        generatedDescription: true,
      };
    }),
  ];
  const gazetteer = buildGazetteer(
    files.records,
    (code) => districtCentre(files.districts, code),
    files.cities,
  );
  return { places, districts: files.districts, gazetteer };
}
