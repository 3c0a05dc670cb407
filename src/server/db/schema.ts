// The one schema of everything Daytrip stores. drizzle-kit generates the migrations in
// ./migrations from this file (`npm run db:generate`); never edit a generated migration by hand.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A slug is lowercase letters and digits only (SPEC §5: lowercase, no spaces). */
const slugCheck = (column: SQL) => sql`${column} ~ '^[a-z0-9]+$'`;
const hexColourCheck = (column: SQL) => sql`${column} ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$'`;

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    regionName: text('region_name').notNull(),
    displayName: text('display_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('regions_region_name_key').on(t.regionName),
    check('regions_region_name_slug', slugCheck(sql`${t.regionName}`)),
    check('regions_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('regions_longitude_range', sql`${t.longitude} between -180 and 180`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryName: text('category_name').notNull(),
    displayName: text('display_name').notNull(),
    categoryPageTitle: text('category_page_title').notNull(),
    rank: integer('rank').notNull().default(1000),
    displayColor: text('display_color').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_category_name_key').on(t.categoryName),
    index('categories_rank_idx').on(t.rank, t.displayName),
    check('categories_category_name_slug', slugCheck(sql`${t.categoryName}`)),
    check('categories_display_color_hex', hexColourCheck(sql`${t.displayColor}`)),
  ],
);

export const facilities = pgTable(
  'facilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    facilityName: text('facility_name').notNull(),
    displayName: text('display_name').notNull(),
    colour: text('colour').notNull().default('green'),
    forDisabled: boolean('for_disabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    iconPrefix: text('icon_prefix').notNull(),
    iconName: text('icon_name').notNull(),
    availableDescription: text('available_description').notNull().default(''),
    unavailableDescription: text('unavailable_description').notNull().default(''),
    unknownDescription: text('unknown_description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('facilities_facility_name_key').on(t.facilityName),
    check('facilities_facility_name_slug', slugCheck(sql`${t.facilityName}`)),
  ],
);

export const facilityTypes = pgTable(
  'facility_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('facility_types_facility_name_key').on(t.facilityId, t.name)],
);

export const attractionGroups = pgTable(
  'attraction_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: text('group_id').notNull(),
    displayName: text('display_name').notNull(),
    websiteUrl: text('website_url').notNull(),
    mainCategoryId: integer('main_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    primaryColour: text('primary_colour').notNull(),
    secondaryColour: text('secondary_colour').notNull(),
    textColour: text('text_colour').notNull().default('#FFFFFF'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attraction_groups_group_id_key').on(t.groupId),
    check('attraction_groups_group_id_slug', slugCheck(sql`${t.groupId}`)),
    check('attraction_groups_display_name_length', sql`char_length(${t.displayName}) <= 32`),
    check('attraction_groups_description_length', sql`char_length(${t.description}) <= 750`),
    check('attraction_groups_primary_colour_hex', hexColourCheck(sql`${t.primaryColour}`)),
    check('attraction_groups_secondary_colour_hex', hexColourCheck(sql`${t.secondaryColour}`)),
    check('attraction_groups_text_colour_hex', hexColourCheck(sql`${t.textColour}`)),
  ],
);

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
    // Open, temporarily closed (still listed) or permanently closed (never live): decision 029.
    closureState: text('closure_state').notNull().default('open'),
    closureReopensOn: date('closure_reopens_on', { mode: 'string' }),
    closureNote: text('closure_note'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // The open dataset a basic listing came from (decision 006); null for hand-written and
    // submitted attractions.
    source: text('source'),
    // Family facts (issue 17). The hours are the contract's OpeningHours as JSON, in Europe/London
    // wall time (docs/decisions/006); null ages and setting mean not known.
    openingHours: jsonb('opening_hours').notNull().default({ state: 'unknown' }),
    accessNote: text('access_note'),
    accessGuideUrl: text('access_guide_url'),
    ageFrom: smallint('age_from'),
    ageTo: smallint('age_to'),
    setting: text('setting'),
    // When each group of facts was last checked; a time without a username means a visitor
    // supplied it (docs/decisions/007).
    hoursCheckedAt: timestamp('hours_checked_at', { withTimezone: true }),
    hoursCheckedBy: text('hours_checked_by'),
    accessCheckedAt: timestamp('access_checked_at', { withTimezone: true }),
    accessCheckedBy: text('access_checked_by'),
    pricesCheckedAt: timestamp('prices_checked_at', { withTimezone: true }),
    pricesCheckedBy: text('prices_checked_by'),
    suitabilityCheckedAt: timestamp('suitability_checked_at', { withTimezone: true }),
    suitabilityCheckedBy: text('suitability_checked_by'),
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

export const attractionCategories = pgTable(
  'attraction_categories',
  {
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.attractionId, t.categoryId] }),
    index('attraction_categories_category_idx').on(t.categoryId, t.attractionId),
  ],
);

export const attractionFacilities = pgTable(
  'attraction_facilities',
  {
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    // N/A (unknown) is the absence of a row, never stored.
    state: text('state').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attractionId, t.facilityId] }),
    index('attraction_facilities_facility_idx').on(t.facilityId, t.state, t.attractionId),
    check('attraction_facilities_state', sql`${t.state} in ('YES', 'NO', 'PARTIAL')`),
  ],
);

export const attractionFacilityTypes = pgTable(
  'attraction_facility_types',
  {
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    facilityTypeId: integer('facility_type_id')
      .notNull()
      .references(() => facilityTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.attractionId, t.facilityTypeId] })],
);

export const attractionGroupMembers = pgTable(
  'attraction_group_members',
  {
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => attractionGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.attractionId, t.groupId] }),
    index('attraction_group_members_group_idx').on(t.groupId, t.attractionId),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    // scrypt$N$r$p$salt$hash, see src/server/services/management-service/passwords.ts
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // The second factor (management-service/totp.ts): a base32 TOTP secret once enrolment is
    // confirmed; the pending one while the admin scans the QR code; the last time step a code
    // was accepted for, so one code cannot sign in twice.
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [uniqueIndex('admin_users_username_key').on(sql`lower(${t.username})`)],
);

/** One-use recovery codes for an admin who has lost the authenticator; SHA-256 hashes only. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_code_key').on(t.adminUserId, t.codeHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // SHA-256 of the token: a leaked database does not leak usable tokens.
    tokenHash: text('token_hash').notNull(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_admin_user_idx').on(t.adminUserId),
  ],
);

export const emailSignups = pgTable(
  'email_signups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_signups_email_key').on(sql`lower(${t.email})`)],
);

export const featuredBanners = pgTable(
  'featured_banners',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    linkPath: text('link_path'),
    categoryName: text('category_name'),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('featured_banners_position_key').on(t.position),
    check('featured_banners_kind', sql`${t.kind} in ('category', 'mailing-list', 'social')`),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    actor: text('actor').notNull(),
    entityType: text('entity_type').notNull(),
    entityKey: text('entity_key').notNull(),
    action: text('action').notNull(),
    // { field: { before, after } } for the fields the action changed.
    changes: jsonb('changes').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_entity_idx').on(t.entityType, t.entityKey, t.createdAt)],
);

/**
 * When each attraction was last checked by a moderator, as a whole ('whole') and per fact group
 * (hours, prices, access, contact). No row means never checked: dates are never invented.
 */
export const attractionChecks = pgTable(
  'attraction_checks',
  {
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    factGroup: text('fact_group').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    checkedBy: text('checked_by').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attractionId, t.factGroup] }),
    index('attraction_checks_group_checked_idx').on(t.factGroup, t.checkedAt),
    check(
      'attraction_checks_fact_group',
      sql`${t.factGroup} in ('whole', 'hours', 'prices', 'access', 'contact')`,
    ),
  ],
);

/** Problems visitors report about a place (decision 029). Nothing public changes until a moderator acts. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    email: text('email'),
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    closedByAdminId: integer('closed_by_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // The form's Idempotency-Key and a hash of the body it came with: a double submit answers
    // the first report again, a reused key with another body is refused.
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reference_key').on(t.reference),
    uniqueIndex('reports_idempotency_key_key').on(t.idempotencyKey),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_attraction_idx').on(t.attractionId),
    check(
      'reports_reason',
      sql`${t.reason} in ('closed', 'hours', 'prices', 'access', 'contact', 'location', 'other')`,
    ),
    check('reports_status', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    check('reports_details_length', sql`char_length(${t.details}) between 1 and 1000`),
  ],
);

/**
 * Idempotency-Key of public submissions (submission-idempotency.ts): the first request with a key
 * claims its row, and a repeat answers with the submission that request made.
 */
export const submissionRequests = pgTable('submission_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  // SHA-256 of the body: the same key with a different submission is refused, not replayed.
  bodyHash: text('body_hash').notNull(),
  // Null while the first request is still being stored.
  attractionId: integer('attraction_id').references(() => attractions.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
