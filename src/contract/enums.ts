import { z } from './zod.js';
import { FACILITY_STATES } from './facility-states.js';
import { ATTRACTION_SORTS } from './sorts.js';

// The schemas of the contract's enumerations. Their values, labels and types live in zod-free
// modules (sorts.ts, facility-states.ts) that the browser can load without zod (decision 047).

export const AttractionSortSchema = z.enum(ATTRACTION_SORTS);

export const ADMIN_FILTERS = [
  'ALL_ATTRACTIONS',
  'LIVE_ATTRACTIONS',
  'NON_LIVE_ATTRACTIONS',
  'ALL_SUBMISSIONS',
  'SUBMISSION_AWAITING_REVIEW',
  'SUBMISSION_REJECTED',
  // Beyond SPEC §7's six: the admin area's approved-submissions list (docs/decisions/063).
  'SUBMISSION_APPROVED',
] as const;
export const AdminFilterSchema = z.enum(ADMIN_FILTERS);
export type AdminFilter = z.infer<typeof AdminFilterSchema>;

export const FacilityStateSchema = z.enum(FACILITY_STATES);
