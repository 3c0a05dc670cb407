// `npm run check:catalogue`: checks the seeded catalogue (seeded-catalogue.ts) by the rules of
// catalogue-check.ts and fails on any finding the reviewed exceptions file does not list, or on
// an exception no finding needs any more (so the file shrinks as the data is fixed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findProjectRoot } from '../../project-root.js';
import { checkCatalogue, unexcepted } from './catalogue-check.js';
import { seededCatalogue } from './seeded-catalogue.js';

const exceptionsSchema = z.object({
  exceptions: z.array(
    z.object({
      rule: z.enum(['samePlace', 'farPin', 'regionCounty', 'farTown', 'abbreviation']),
      key: z.string().min(1),
      reason: z.string().min(10),
    }),
  ),
});

const dataDir = path.join(findProjectRoot(), 'data');
const { places, districts, gazetteer } = seededCatalogue(dataDir);
const findings = checkCatalogue(places, districts, gazetteer);
const { exceptions } = exceptionsSchema.parse(
  JSON.parse(readFileSync(path.join(dataDir, 'catalogue-exceptions.json'), 'utf8')),
);
const { failures, stale } = unexcepted(findings, exceptions);
const counts = new Map<string, number>();
for (const finding of findings) counts.set(finding.rule, (counts.get(finding.rule) ?? 0) + 1);
console.log(
  `Checked ${places.length} places: ${findings.length} findings (${[...counts].map(([rule, n]) => `${rule} ${n}`).join(', ') || 'none'}), ${exceptions.length} reviewed exceptions.`,
);
if (process.argv.includes('--json')) console.log(JSON.stringify(failures, null, 1));
for (const failure of failures) console.log(`  ${failure.rule}: ${failure.message}`);
for (const exception of stale)
  console.log(`  stale exception (no finding): ${exception.rule} ${exception.key}`);
if (failures.length > 0 || stale.length > 0) {
  console.log(
    `${failures.length} findings not in data/catalogue-exceptions.json, ${stale.length} stale exceptions.`,
  );
  process.exit(1);
}
console.log('The catalogue check passed.');
