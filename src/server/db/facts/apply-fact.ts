// Writes one group of facts into an attraction (decision 109): the group's columns or facility
// states, never anything the row does not say. Its source is written by import-facts.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FactRow } from '../../../contract/fact-row.js';
import { DOG_RULES, PARKING_RULES } from '../../../contract/family-essentials.js';
import { priceBandFromPounds, toPence } from '../../../contract/price.js';
import type { TicketPrices } from '../../../contract/ticket-prices-schema.js';
import type { Db } from '../database.js';
import { attractionFacilities, attractionFacilityTypes, attractions } from '../schema.js';
import type { FacilityIds } from './facility-ids.js';

type FacilityWrite = { name: string; state: string; types?: readonly string[] };

async function writeFacilities(
  db: Db,
  attractionId: number,
  writes: readonly FacilityWrite[],
  ids: FacilityIds,
) {
  for (const write of writes) {
    const facilityId = ids.facility(write.name);
    await db
      .insert(attractionFacilities)
      .values({ attractionId, facilityId, state: write.state })
      .onConflictDoUpdate({
        target: [attractionFacilities.attractionId, attractionFacilities.facilityId],
        set: { state: write.state },
      });
    if (write.types === undefined) continue;
    // The facility's types are replaced as a whole: the row says them all (dogs, parking).
    const allTypes = ids.typesOf(write.name);
    if (allTypes.length > 0) {
      await db
        .delete(attractionFacilityTypes)
        .where(
          and(
            eq(attractionFacilityTypes.attractionId, attractionId),
            inArray(attractionFacilityTypes.facilityTypeId, allTypes),
          ),
        );
    }
    for (const type of write.types) {
      await db
        .insert(attractionFacilityTypes)
        .values({ attractionId, facilityTypeId: ids.type(write.name, type) })
        .onConflictDoNothing();
    }
  }
}

function priceColumns(prices: TicketPrices) {
  if (prices.free) return { ticketPrices: prices, price: 0, entryPricePence: 0 };
  if (typeof prices.adult === 'number') {
    return {
      ticketPrices: prices,
      price: priceBandFromPounds(prices.adult),
      entryPricePence: toPence(prices.adult),
    };
  }
  // Members-only or child-only rows say something, but no band can be derived from them.
  return { ticketPrices: prices };
}

const updateColumns = (db: Db, id: number, columns: Partial<typeof attractions.$inferInsert>) =>
  db
    .update(attractions)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(attractions.id, id));

/** Writes the row's facts; answers false when there was nothing to change (a closure already set). */
export async function applyFact(
  db: Db,
  attractionId: number,
  row: FactRow,
  ids: FacilityIds,
): Promise<boolean> {
  const value = row.value;
  switch (row.group) {
    case 'hours':
      await updateColumns(db, attractionId, { openingHours: value });
      return true;
    case 'prices':
      await updateColumns(db, attractionId, priceColumns(value as unknown as TicketPrices));
      return true;
    case 'suitability': {
      const ages = value.ages as { from: number; to: number | null } | null | undefined;
      const setting = value.setting as 'indoor' | 'outdoor' | 'mixed' | null | undefined;
      await updateColumns(db, attractionId, {
        ...(ages
          ? { ageFrom: ages.from, ageTo: ages.to, agesBasis: value.agesBasis as string }
          : {}),
        ...(setting ? { setting } : {}),
      });
      return true;
    }
    case 'access': {
      const { guideUrl, ...states } = value as Record<string, string>;
      if (guideUrl) await updateColumns(db, attractionId, { accessGuideUrl: guideUrl });
      await writeFacilities(
        db,
        attractionId,
        Object.entries(states).map(([name, state]) => ({ name, state })),
        ids,
      );
      return true;
    }
    case 'essentials':
      await writeFacilities(db, attractionId, essentialWrites(value), ids);
      return true;
    case 'status':
      return applyStatus(db, attractionId, row);
  }
}

function essentialWrites(value: Record<string, unknown>): FacilityWrite[] {
  return Object.entries(value).map(([name, given]) => {
    if (name === 'dogs') {
      const rule = DOG_RULES[given as keyof typeof DOG_RULES];
      return { name: 'dogfriendly', state: rule.state, types: rule.types };
    }
    if (name === 'parking') {
      const rule = PARKING_RULES[given as keyof typeof PARKING_RULES];
      return { name: 'parking', state: rule.state, types: rule.types };
    }
    return { name, state: given as string };
  });
}

/**
 * A closure found in the sources (decision 067's states): closed for good leaves the lists;
 * closed for now stays listed with its banner; appointment-only is not a day out, so it leaves
 * the lists too. A move is left for a moderator: import-facts.ts queues it as a report.
 */
async function applyStatus(db: Db, attractionId: number, row: FactRow): Promise<boolean> {
  const value = row.value as { state: string; reopensOn?: string | null };
  const note = row.note ?? null;
  const [current] = await db
    .select({
      state: attractions.closureState,
      reopensOn: attractions.closureReopensOn,
      note: attractions.closureNote,
    })
    .from(attractions)
    .where(eq(attractions.id, attractionId));
  const wanted = value.state === 'temporarilyClosed' ? 'temporarilyClosed' : 'permanentlyClosed';
  if (value.state === 'moved') return true;
  if (
    current?.state === wanted &&
    current.note === note &&
    (wanted === 'permanentlyClosed' || current.reopensOn === (value.reopensOn ?? null))
  ) {
    return false;
  }
  if (value.state === 'permanentlyClosed' || value.state === 'appointmentOnly') {
    await updateColumns(db, attractionId, {
      closureState: 'permanentlyClosed',
      closureReopensOn: null,
      closureNote: note,
      closedAt: sql`coalesce(${attractions.closedAt}, now())` as unknown as Date,
      isLive: false,
    });
  } else if (value.state === 'temporarilyClosed') {
    await updateColumns(db, attractionId, {
      closureState: 'temporarilyClosed',
      closureReopensOn: value.reopensOn ?? null,
      closureNote: note,
      closedAt: sql`coalesce(${attractions.closedAt}, now())` as unknown as Date,
    });
  }
  return true;
}
