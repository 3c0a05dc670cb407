// What the import cannot settle goes to the moderators' queue as a "location" report (decision
// 067's reports), once per source record and problem: a point held back far from its postcode
// district (pins.ts), and a point outside its county's region (plan.ts). The report's idempotency
// key is the record's key, so a re-run finds it there and adds nothing, even once it is closed.
import { getRandomValues } from 'node:crypto';
import { createReferenceNumber } from '../../../contract/submission.js';
import type { Db } from '../database.js';
import { reports } from '../schema.js';
import type { PlannedAttraction } from './plan.js';

const problemKey = (place: PlannedAttraction, problem: 'location' | 'region') =>
  `open-data:${place.source}:${place.recordId}:${problem}`;

function regionDetails(place: PlannedAttraction): string {
  const query = place.regionQuery!;
  return (
    `Open-data import: ${place.fields.name} is in region ${query.county} by its county, but its ` +
    `point lies ${query.point ? `in ${query.point}'s area` : "outside every region's area"}. ` +
    `It is listed in ${query.county}; check the point and the region.`
  );
}

function pinDetails(place: PlannedAttraction): string {
  const pin = place.heldBackPin!;
  return (
    `Open-data import: the source puts ${place.fields.name} at ${pin.latitude.toFixed(5)}, ` +
    `${pin.longitude.toFixed(5)}, ${Math.round(pin.miles)} miles from the middle of its postcode ` +
    `district ${pin.district} (${place.fields.postalCode}). It is kept off maps and distance ` +
    `sorts until a moderator sets its coordinates.`
  );
}

function correctedPinDetails(place: PlannedAttraction): string {
  const { sourceLocation, evidence } = place.pinCorrection!;
  const where = [place.fields.addressLineOne, place.fields.postalTown, place.fields.postalCode]
    .filter(Boolean)
    .join(', ');
  return (
    `Open-data import: the source puts ${place.fields.name} at ${sourceLocation.latitude.toFixed(5)}, ` +
    `${sourceLocation.longitude.toFixed(5)} (${sourceLocation.postcode ?? 'no postcode'}), another ` +
    `place's address; published pages put it at ${where} (${evidence.map((e) => e.url).join(', ')}) ` +
    `but give no coordinates. It is kept off maps and distance sorts until a moderator sets them.`
  );
}

async function queue(db: Db, attractionId: number, details: string, idempotencyKey: string) {
  await db
    .insert(reports)
    .values({
      reference: createReferenceNumber((bytes) => getRandomValues(bytes)),
      attractionId,
      reason: 'location',
      details,
      idempotencyKey,
      requestHash: 'open-data-import',
    })
    .onConflictDoNothing();
}

/**
 * Queues a report for each problem not queued before; answers how many places are held back
 * and how many have a region in question.
 */
export async function queueImportProblems(
  db: Db,
  places: readonly { planned: PlannedAttraction; attractionId: number }[],
): Promise<{ heldBackPins: number; regionQueries: number }> {
  let heldBackPins = 0;
  let regionQueries = 0;
  for (const { planned, attractionId } of places) {
    if (planned.heldBackPin) {
      heldBackPins++;
      await queue(db, attractionId, pinDetails(planned), problemKey(planned, 'location'));
    } else if (planned.pinCorrection?.heldBack) {
      heldBackPins++;
      await queue(db, attractionId, correctedPinDetails(planned), problemKey(planned, 'location'));
    }
    if (planned.regionQuery) {
      regionQueries++;
      await queue(db, attractionId, regionDetails(planned), problemKey(planned, 'region'));
    }
  }
  return { heldBackPins, regionQueries };
}
