// What the import plan reads from files (decision 006, decision 130): the source rows, the castle
// screening list, the reviewed closures, same places and pin corrections, the regions' areas, the postcode districts' middles and the site's cities.
// Shared by the import and `npm run check:catalogue`, which plans the seeded catalogue the same way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { seedRegionSchema } from '../seed/seed-files.js';
import type { PlanInput } from './plan.js';
import { readClosures } from './closures.js';
import { readSamePlaces } from './same-places.js';
import { readPinCorrections } from './pin-corrections.js';
import { districtCentresFrom } from './pins.js';
import { castleExclusionsFrom } from './screening.js';
import { OPEN_DATA_FILES, readSourceRecords } from './source-records.js';

const citySchema = z.object({ cityName: z.string(), latitude: z.number(), longitude: z.number() });

/** Everything but the hand-written places, which live in the database (or the seed files). */
export function readPlanFiles(dataDir: string, openDir: string): Omit<PlanInput, 'handWritten'> {
  const read = (...parts: string[]) => readFileSync(path.join(...parts), 'utf8');
  const regionList = z.array(seedRegionSchema).parse(JSON.parse(read(dataDir, 'regions.json')));
  const { districts } = JSON.parse(read(dataDir, 'postcode-districts.json')) as {
    districts: Record<string, [number, number]>;
  };
  const cities = z.array(citySchema).parse(JSON.parse(read(dataDir, 'cities.json')));
  return {
    records: readSourceRecords(openDir),
    castleExclusions: castleExclusionsFrom(read(openDir, OPEN_DATA_FILES.castleScreening)),
    closures: readClosures(path.join(openDir, OPEN_DATA_FILES.closures)),
    samePlaces: readSamePlaces(path.join(openDir, OPEN_DATA_FILES.samePlaces)),
    pinCorrections: readPinCorrections(path.join(openDir, OPEN_DATA_FILES.pinCorrections)),
    regions: new Map(regionList.map((region) => [region.regionName, region])),
    districts: districtCentresFrom(districts),
    cities: cities.map((city) => ({ ...city, name: city.cityName })),
  };
}
