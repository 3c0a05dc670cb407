// Writes src/contract/bank-holiday-dates.ts from date-holidays (npm run generate:bank-holidays):
// the browser and the SQL filter read that table rather than load date-holidays' whole world.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findProjectRoot } from '../project-root.js';
import { bankHolidayDatesSource } from './bank-holiday-dates-source.js';

const target = resolve(findProjectRoot(), 'src/contract/bank-holiday-dates.ts');
writeFileSync(target, bankHolidayDatesSource());
console.log(`Wrote ${target}`);
