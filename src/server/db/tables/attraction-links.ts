// Which categories, facilities, facility types and groups each attraction has.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { attractions } from './attractions.js';
import { categories, facilities, facilityTypes, attractionGroups } from './catalogue.js';

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
    // Where the membership came from: 'mappingmuseums' when the open data's governance column
    // said who runs the place (decision 113); null when a moderator set it.
    source: text('source'),
  },
  (t) => [
    primaryKey({ columns: [t.attractionId, t.groupId] }),
    index('attraction_group_members_group_idx').on(t.groupId, t.attractionId),
  ],
);
