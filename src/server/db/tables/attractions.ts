// Attractions, and the open-data records the import placed (decision 006).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector, timestamps } from './columns.js';
import { regions, categories } from './catalogue.js';

export const attractions = pgTable(
  'attractions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // Submissions only: what a visitor keeps to retrieve their submission (never the row id).
    referenceNumber: text('reference_number'),
    googlePlaceId: text('google_place_id'),
    hvt: boolean('hvt').notNull().default(false),
    isUserSubmitted: boolean('is_user_submitted').notNull().default(false),
    lastSocialPost: timestamp('last_social_post', { withTimezone: true }),
    isLive: boolean('is_live').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    isAwaitingAdminReview: boolean('is_awaiting_admin_review').notNull().default(true),
    // Set on reject, cleared on undo; "rejected" is a state of its own, not just "not approved".
    isRejected: boolean('is_rejected').notNull().default(false),
    detailedView: boolean('detailed_view').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationDescription: text('location_description'),
    addressLineOne: text('address_line_one'),
    addressLineTwo: text('address_line_two'),
    postalTown: text('postal_town'),
    postalCode: text('postal_code'),
    country: text('country'),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'restrict' }),
    mainCategoryId: integer('main_category_id').references(() => categories.id, {
      onDelete: 'restrict',
    }),
    phone: text('phone'),
    email: text('email'),
    facebookUsername: text('facebook_username'),
    twitterUsername: text('twitter_username'),
    instagramUsername: text('instagram_username'),
    imageUrl: text('image_url'),
    websiteUrl: text('website_url'),
    rating: doublePrecision('rating'),
    price: smallint('price'),
    entryPricePence: integer('entry_price_pence'),
    hitCount: integer('hit_count').notNull().default(0),
    // Open, temporarily closed (still listed) or permanently closed (never live): decision 067.
    closureState: text('closure_state').notNull().default('open'),
    closureReopensOn: date('closure_reopens_on', { mode: 'string' }),
    closureNote: text('closure_note'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // The open dataset a basic listing came from (decision 006); null for hand-written and
    // submitted attractions.
    source: text('source'),
    // Family facts (decision 007). The hours are the contract's OpeningHours as JSON, in Europe/London
    // wall time (docs/decisions/008); null ages and setting mean not known.
    openingHours: jsonb('opening_hours').notNull().default({ state: 'unknown' }),
    accessNote: text('access_note'),
    accessGuideUrl: text('access_guide_url'),
    ageFrom: smallint('age_from'),
    ageTo: smallint('age_to'),
    setting: text('setting'),
    // The setting nearly every place of its kind shares (decision 111), kept beside the checked
    // `setting` and never written into it: the filters match either, the page says which.
    typicalSetting: text('typical_setting'),
    typicalKind: text('typical_kind'),
    /** What kind of place its drawing shows until it has a photo (decision 133); null: its category's. */
    pictureSubject: text('picture_subject'),
    // What tickets cost as the source gives them (adult, child, family, under-N free, members
    // free; data/facts/README.md), beside the price band it derives (decision 109).
    ticketPrices: jsonb('ticket_prices'),
    // Where the ages come from: 'stated', 'tickets' or 'no-limits-stated' (decision 110).
    agesBasis: text('ages_basis'),
    // How well known a basic listing is, 0–3, from its source's size band or fame rank; a weight
    // of the Recommended order (decision 117). 0 for hand-written places, curated anyway.
    renown: smallint('renown').notNull().default(0),
    // The nearest GB railway station by straight line and how far it is, kept by a trigger from
    // railway_stations whenever the place is added or moves (decision 150); null in
    // Northern Ireland (not in the dataset) and without coordinates.
    nearestStationCode: text('nearest_station_code'),
    nearestStationMetres: integer('nearest_station_metres'),
    // Weighted full-text document: name first, then town, then description.
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("postal_town", '')), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attractions_reference_number_key').on(t.referenceNumber),
    check('attractions_name_length', sql`char_length(${t.name}) between 1 and 80`),
    check('attractions_description_length', sql`char_length(${t.description}) <= 1000`),
    check('attractions_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('attractions_longitude_range', sql`${t.longitude} between -180 and 180`),
    check(
      'attractions_coordinates_together',
      sql`(${t.latitude} is null) = (${t.longitude} is null)`,
    ),
    check('attractions_rating_range', sql`${t.rating} between 0 and 5`),
    check('attractions_price_range', sql`${t.price} between 0 and 5`),
    check('attractions_entry_price_positive', sql`${t.entryPricePence} >= 0`),
    check('attractions_hit_count_positive', sql`${t.hitCount} >= 0`),
    check(
      'attractions_closure_state',
      sql`${t.closureState} in ('open', 'temporarilyClosed', 'permanentlyClosed')`,
    ),
    check(
      'attractions_permanently_closed_not_live',
      sql`not (${t.closureState} = 'permanentlyClosed' and ${t.isLive})`,
    ),
    // For the "open on" filter to come: live places that are temporarily closed.
    // The "Car-free" filter (nearStation): live places within a walk of a station. Migration
    // 0019 adds two indexes of the places near a station holding the columns the filter reads
    // (INCLUDE, which the schema builder cannot say), so it is answered from indexes alone.
    index('attractions_live_station_metres_idx')
      .on(t.nearestStationMetres)
      .where(sql`${t.isLive}`),
    index('attractions_live_closure_idx')
      .on(t.closureState)
      .where(sql`${t.isLive}`),
    check(
      'attractions_opening_hours_state',
      sql`${t.openingHours}->>'state' in ('unknown', 'always', 'varies', 'scheduled')`,
    ),
    check(
      'attractions_ages_range',
      sql`${t.ageFrom} between 0 and 99 and ${t.ageTo} between ${t.ageFrom} and 99`,
    ),
    check(
      'attractions_ages_upper_needs_lower',
      sql`${t.ageTo} is null or ${t.ageFrom} is not null`,
    ),
    check('attractions_setting', sql`${t.setting} in ('indoor', 'outdoor', 'mixed')`),
    check(
      'attractions_ages_basis',
      sql`${t.agesBasis} in ('stated', 'tickets', 'no-limits-stated')`,
    ),
    check('attractions_renown', sql`${t.renown} between 0 and 3`),
    check(
      'attractions_typical_setting',
      sql`(${t.typicalSetting} is null) = (${t.typicalKind} is null) and ${t.typicalSetting} in ('indoor', 'outdoor', 'mixed')`,
    ),
    check(
      'attractions_status_consistent',
      sql`not (${t.isRejected} and (${t.isApproved} or ${t.isAwaitingAdminReview}))`,
    ),
    // Public reads only ever see live rows: partial indexes keep them small and hot.
    index('attractions_live_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.isLive}`),
    index('attractions_live_hit_count_idx')
      .on(t.hitCount, t.id)
      .where(sql`${t.isLive}`),
    index('attractions_live_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.isLive}`),
    index('attractions_live_coordinates_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.isLive}`),
    // Nearest first: a GiST index on the point answers `order by point <-> origin limit n` by
    // walking outwards from the origin (core PostgreSQL, so PGlite too; decision 016).
    index('attractions_live_point_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.isLive} and ${t.latitude} is not null`),
    index('attractions_region_idx').on(t.regionId),
    index('attractions_source_idx').on(t.source),
    check('attractions_source_known', sql`${t.source} in ('mappingmuseums', 'castlemap')`),
    index('attractions_main_category_idx').on(t.mainCategoryId),
    index('attractions_status_idx').on(t.isUserSubmitted, t.isAwaitingAdminReview, t.isRejected),
    index('attractions_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('attractions_search_document_idx').using('gin', t.searchDocument),
    // The name's own words, for the search's first page (topNameMatchesSql, migration 0020).
    index('attractions_name_words_idx').using(
      'gin',
      sql`to_tsvector('english', coalesce(${t.name}, ''))`,
    ),
  ],
);

/**
 * One row per open-data record the import has placed (decision 006), keyed by source and the
 * source's own id: `imported` rows made an attraction (null once a moderator deletes it, and
 * then never recreated), `merged` rows matched a place the catalogue already had.
 * `importedValues` holds the field values the import last wrote; a field whose value differs
 * from it has been edited by a moderator since, and a re-import leaves it alone.
 */
export const openDataRecords = pgTable(
  'open_data_records',
  {
    source: text('source').notNull(),
    recordId: text('record_id').notNull(),
    attractionId: integer('attraction_id').references(() => attractions.id, {
      onDelete: 'set null',
    }),
    outcome: text('outcome').notNull(),
    importedValues: jsonb('imported_values'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.source, t.recordId] }),
    index('open_data_records_attraction_idx').on(t.attractionId),
    check('open_data_records_outcome', sql`${t.outcome} in ('imported', 'merged')`),
  ],
);
