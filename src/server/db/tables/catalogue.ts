// The catalogue's vocabulary: regions, categories, facilities with their types, and groups.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, slugCheck, hexColourCheck } from './columns.js';

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
