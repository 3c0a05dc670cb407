// `npm run report:facts`: per fact group, how many live places have a sourced fact, a typical one
// or none — for the UK, each region and each of the 69 cities (within 25 miles). Reads the
// database the server would use (DATABASE_URL, else the embedded one in DATA_DIR).
import path from 'node:path';
import { openConfiguredDatabase } from '../configured-database.js';
import { CITY_RADIUS_MILES, factCoverage, formatCoverage } from './coverage.js';

async function main() {
  const { database, root } = await openConfiguredDatabase();
  try {
    const coverage = await factCoverage(database.db, path.join(root, 'data'));
    console.log(
      [
        'Sourced facts among live places (a place counts once per group; "typical setting" is a',
        'kind\'s usual setting where none is checked; "all four" is hours that name the days (not',
        '"varies"), prices, ages and setting).',
        '',
        formatCoverage([coverage.uk], 'UK'),
        '',
        formatCoverage(coverage.regions, 'By region'),
        '',
        formatCoverage(coverage.cities, `By city (within ${CITY_RADIUS_MILES} miles)`),
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
