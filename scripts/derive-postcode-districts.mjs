// Derives data/postcode-districts.json, the offline postcode look-up (decision 050): the centre of
// every UK postcode district (outward code, e.g. "YO1", "SW1A") as the mean position of its
// postcodes. Input: a folder of CSV files with the columns Postcode,lat,long — the per-area files
// of github.com/odileeds/Postcodes2LatLon, cut from the ONS National Statistics Postcode Lookup
// (Open Government Licence v3.0).
// Run: node scripts/derive-postcode-districts.mjs path/to/postcodes/
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node scripts/derive-postcode-districts.mjs <folder of area CSVs>');
  process.exit(1);
}

/** Running sums per district: latitude, longitude, postcodes counted. */
const sums = new Map();
for (const file of readdirSync(folder).filter((name) => name.endsWith('.csv'))) {
  const lines = readFileSync(path.join(folder, file), 'utf8').split(/\r?\n/).slice(1);
  for (const line of lines) {
    const [postcode, lat, long] = line.split(',');
    const latitude = Number(lat);
    const longitude = Number(long);
    // Postcodes without a grid reference come with blank or zero coordinates: not a position.
    if (!postcode || !lat || !long || (latitude === 0 && longitude === 0)) continue;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    // Fixed-width postcodes ('SW1A1AA', 'YO1 7HH', 'M1  1AE'): the inward code is the last three.
    const compact = postcode.toUpperCase().replace(/\s+/g, '');
    const district = compact.slice(0, -3);
    const sum = sums.get(district) ?? [0, 0, 0];
    sum[0] += latitude;
    sum[1] += longitude;
    sum[2] += 1;
    sums.set(district, sum);
  }
}

// Three decimals is about 100 m: far finer than a district, and a third smaller.
const round = (value) => Math.round(value * 1000) / 1000;
const districts = Object.fromEntries(
  [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([district, [lat, long, n]]) => [district, [round(lat / n), round(long / n)]]),
);
const out = {
  source:
    'ONS National Statistics Postcode Lookup (May 2025), via github.com/odileeds/Postcodes2LatLon; each district is the mean position of its postcodes',
  licence:
    'Open Government Licence v3.0. Contains OS data © Crown copyright and database right 2025; Contains Royal Mail data © Royal Mail copyright and database right 2025; Source: Office for National Statistics licensed under the Open Government Licence v.3.0',
  districts,
};
const target = new URL('../data/postcode-districts.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(`wrote ${sums.size} districts to ${target.pathname}`);
