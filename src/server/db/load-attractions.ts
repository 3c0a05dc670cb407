// Turns attraction rows into the wire shape of SPEC §3 (the contract's AttractionSchema). Lists
// first find the ids of a page, then load them here in ONE statement whatever the page size: the
// related rows (categories, facilities with their types, groups) arrive as JSON arrays built by
// the database, so a page costs one round trip and no per-relation mapping in JavaScript
// (bench/RESULTS.md: five queries per page cost more than the page's own search).
import { PICTURE_SUBJECTS, type PictureSubject } from '../../contract/picture-subjects.js';
import { sql } from 'drizzle-orm';
import { distanceMiles, type LatLng } from '../../contract/distance.js';
import type { Attraction } from '../../contract/attraction.js';
import type { Check, LastChecked } from '../../contract/freshness.js';
import type { AgesBasis, FactGroup, Setting } from '../../contract/family-facts.js';
import { photoSources } from '../../contract/photo.js';
import { confirmedAt, factChecks, type FactRow } from './load-fact-checks.js';
import type { TicketPrices } from '../../contract/ticket-prices-schema.js';
import type { OpeningHours } from '../../contract/opening-hours.js';
import { socialProfileUrl } from '../../contract/social-links.js';
import type { Executor } from './database.js';
import { executePrepared } from './prepared-statements.js';
import { stationFields } from './railway-stations/station-fields.js';

export interface LoadOptions {
  /** Adds `distance` in miles from here to every attraction with coordinates. */
  distanceFrom?: LatLng | undefined;
  /** Adds the submission reference number (admin reads and reads by reference only). */
  includeReferenceNumber?: boolean;
  /** Adds which moderator made each check (admin reads only). */
  includeCheckedBy?: boolean;
}

/** One row of attraction_checks as the statement below aggregates them. */
interface CheckRow {
  group: string;
  at: string;
  by: string;
}

/** One row of the statement below: the attraction's columns plus its relations as JSON. */
interface LoadedRow extends Record<string, unknown> {
  id: number;
  name: string;
  description: string;
  reference_number: string | null;
  google_place_id: string | null;
  hvt: boolean;
  is_user_submitted: boolean;
  last_social_post: string | null;
  is_live: boolean;
  is_approved: boolean;
  is_awaiting_admin_review: boolean;
  is_rejected: boolean;
  detailed_view: boolean;
  source: Attraction['source'];
  latitude: number | null;
  longitude: number | null;
  location_description: string | null;
  address_line_one: string | null;
  address_line_two: string | null;
  postal_town: string | null;
  postal_code: string | null;
  country: string | null;
  region_name: string | null;
  region_display_name: string | null;
  main_category_name: string | null;
  main_category_display_name: string | null;
  phone: string | null;
  email: string | null;
  facebook_username: string | null;
  twitter_username: string | null;
  instagram_username: string | null;
  image_url: string | null;
  website_url: string | null;
  rating: number | null;
  price: number | null;
  entry_price_pence: number | null;
  hit_count: number;
  closure_state: Attraction['closure']['state'];
  closure_reopens_on: string | null;
  closure_note: string | null;
  closed_at: string | null;
  checks: CheckRow[];
  opening_hours: OpeningHours;
  access_note: string | null;
  access_guide_url: string | null;
  age_from: number | null;
  age_to: number | null;
  setting: Setting | null;
  typical_setting: Setting | null;
  ticket_prices: TicketPrices | null;
  ages_basis: AgesBasis | null;
  typical_kind: string | null;
  picture_subject: string | null;
  nearest_station_code: string | null;
  nearest_station_name: string | null;
  nearest_station_metres: number | null;
  facts: FactRow[];
  photo: (PhotoRow & { widths: number[] }) | null;
  confirmed: Partial<Record<FactGroup, string>>;
  created_at: string;
  updated_at: string;
  categories: Attraction['categories'];
  facilities: Attraction['facilities'];
  attraction_groups: Attraction['attractionGroups'];
}

interface PhotoRow {
  id: number;
  fileKey: string;
  width: number;
  height: number;
  placeholder: string;
  altText: string;
  credit: string;
  licence: string;
}

/** The newest published photo (decision 163) with the urls of its files. */
function photoOf(row: (PhotoRow & { widths: number[] }) | null): Attraction['photo'] {
  if (!row) return null;
  const { fileKey, widths, ...rest } = row;
  return { ...rest, ...photoSources(fileKey, widths) };
}

/** ISO 8601 in UTC with milliseconds, exactly as Date#toISOString writes it. */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// One text whatever the ids (they travel as one array parameter), so it runs as a prepared
// statement: each connection plans it once instead of on every page (~0.4 ms of ~1.3 ms).
// Orders: categories by rank then name, facilities by name, types by position, groups by name.
const LOAD_SQL = `
select a.id, a.name, a.description, a.reference_number, a.google_place_id, a.hvt,
  a.is_user_submitted, ${iso('a.last_social_post')} as last_social_post,
  a.is_live, a.is_approved, a.is_awaiting_admin_review, a.is_rejected, a.detailed_view, a.source,
  a.latitude, a.longitude, a.location_description, a.address_line_one, a.address_line_two,
  a.postal_town, a.postal_code, a.country,
  r.region_name, r.display_name as region_display_name,
  mc.category_name as main_category_name, mc.display_name as main_category_display_name,
  a.phone, a.email, a.facebook_username, a.twitter_username, a.instagram_username,
  a.image_url, a.website_url, a.rating, a.price, a.entry_price_pence, a.hit_count,
  a.closure_state, to_char(a.closure_reopens_on, 'YYYY-MM-DD') as closure_reopens_on,
  a.closure_note, ${iso('a.closed_at')} as closed_at,
  coalesce((
    select json_agg(json_build_object('group', ch.fact_group, 'at', ${iso('ch.checked_at')},
      'by', ch.checked_by))
    from attraction_checks ch where ch.attraction_id = a.id), '[]') as checks,
  a.opening_hours, a.access_note, a.access_guide_url, a.age_from, a.age_to, a.setting,
  a.typical_setting, a.typical_kind, a.picture_subject, a.ticket_prices, a.ages_basis,
  a.nearest_station_code, a.nearest_station_metres,
  (select s.name from railway_stations s where s.crs_code = a.nearest_station_code)
    as nearest_station_name,
  coalesce((
    select json_agg(json_build_object('group', f.fact_group, 'source', f.source, 'url', f.url,
      'asOf', to_char(f.as_of, 'YYYY-MM-DD'), 'precision', f.as_of_precision, 'note', f.note,
      'by', f.recorded_by, 'at', ${iso('f.recorded_at')}))
    from attraction_facts f where f.attraction_id = a.id), '[]') as facts,
  (select json_build_object('id', p.id, 'fileKey', p.file_key, 'widths', p.widths,
      'width', p.width, 'height', p.height, 'placeholder', p.placeholder, 'altText', p.alt_text,
      'credit', p.credit, 'licence', p.licence)
    from attraction_photos p where p.attraction_id = a.id and p.status = 'published'
    order by p.decided_at desc, p.id desc limit 1) as photo,
  coalesce((
    select json_object_agg(c.fact_group, ${iso('c.last_yes')})
    from (select fact_group, max(created_at) as last_yes from fact_confirmations
          where attraction_id = a.id and correct group by fact_group) c), '{}') as confirmed,
  ${iso('a.created_at')} as created_at, ${iso('a.updated_at')} as updated_at,
  coalesce((
    select json_agg(json_build_object('categoryName', c.category_name, 'displayName', c.display_name)
      order by c.rank, c.display_name)
    from attraction_categories ac join categories c on c.id = ac.category_id
    where ac.attraction_id = a.id), '[]') as categories,
  coalesce((
    select json_agg(json_build_object('name', f.facility_name, 'displayName', f.display_name,
      'state', af.state, 'types', coalesce(t.types, '[]')) order by f.display_name)
    from attraction_facilities af join facilities f on f.id = af.facility_id
    left join (
      select ft.facility_id, json_agg(json_build_object('name', ft.name) order by ft.position, ft.id) as types
      from attraction_facility_types aft join facility_types ft on ft.id = aft.facility_type_id
      where aft.attraction_id = a.id group by ft.facility_id) t on t.facility_id = f.id
    where af.attraction_id = a.id), '[]') as facilities,
  coalesce((
    select json_agg(json_build_object('groupId', g.group_id, 'displayName', g.display_name,
      'branding', json_build_object('primaryColour', g.primary_colour,
        'secondaryColour', g.secondary_colour, 'textColour', g.text_colour))
      order by g.display_name)
    from attraction_group_members m join attraction_groups g on g.id = m.group_id
    where m.attraction_id = a.id), '[]') as attraction_groups
from unnest($1::int[]) with ordinality as wanted(id, position)
join attractions a on a.id = wanted.id
left join regions r on r.id = a.region_id
left join categories mc on mc.id = a.main_category_id
order by wanted.position`;

// The id array is the statement's one parameter, so every load shares one prepared statement.
const [BEFORE_IDS, AFTER_IDS] = LOAD_SQL.split('$1') as [string, string];
const loadStatement = (idArray: string) =>
  sql`${sql.raw(BEFORE_IDS)}${idArray}${sql.raw(AFTER_IDS)}`;

/** Loads attractions by id, in the order of `ids`; ids that do not exist are left out. */
export async function loadAttractions(
  db: Executor,
  ids: readonly number[],
  options: LoadOptions = {},
): Promise<Attraction[]> {
  if (ids.length === 0) return [];
  // Ids are integers (the callers parse them): the array literal needs no escaping.
  const idArray = `{${[...new Set(ids)].join(',')}}`;
  const { rows } = await executePrepared<LoadedRow>(db, loadStatement(idArray));
  return rows.map((row) => toAttraction(row, options));
}

function lastCheckedOf(rows: CheckRow[], includeCheckedBy: boolean): LastChecked {
  const check = (group: string): Check => {
    const row = rows.find((candidate) => candidate.group === group);
    const at = row?.at ?? null;
    return includeCheckedBy ? { at, checkedBy: row?.by ?? null } : { at };
  };
  return {
    ...check('whole'),
    groups: {
      hours: check('hours'),
      prices: check('prices'),
      access: check('access'),
      contact: check('contact'),
    },
  };
}

function toAttraction(row: LoadedRow, options: LoadOptions): Attraction {
  const coordinates =
    row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    metadata: {
      googlePlaceId: row.google_place_id,
      hvt: row.hvt,
      isUserSubmitted: row.is_user_submitted,
      lastSocialPost: row.last_social_post,
    },
    status: {
      isLive: row.is_live,
      isApproved: row.is_approved,
      isAwaitingAdminReview: row.is_awaiting_admin_review,
      isRejected: row.is_rejected,
    },
    detailedView: row.detailed_view,
    source: row.source,
    location: {
      coordinates,
      description: row.location_description,
      address: {
        addressLineOne: row.address_line_one,
        addressLineTwo: row.address_line_two,
        postalTown: row.postal_town,
        postalCode: row.postal_code,
        country: row.country,
      },
      region:
        row.region_name !== null && row.region_display_name !== null
          ? { regionName: row.region_name, displayName: row.region_display_name }
          : null,
    },
    attractionGroups: row.attraction_groups,
    facilities: row.facilities,
    rating: row.rating,
    price: row.price,
    entryPrice: row.entry_price_pence === null ? null : row.entry_price_pence / 100,
    hitCount: row.hit_count,
    mainCategory:
      row.main_category_name !== null && row.main_category_display_name !== null
        ? { categoryName: row.main_category_name, displayName: row.main_category_display_name }
        : null,
    categories: row.categories,
    contact: {
      phone: row.phone,
      email: row.email,
      facebook: row.facebook_username,
      twitter: row.twitter_username,
      instagram: row.instagram_username,
    },
    links: {
      mainImage: row.image_url,
      website: row.website_url,
      facebook: socialProfileUrl('facebook', row.facebook_username),
      twitter: socialProfileUrl('twitter', row.twitter_username),
      instagram: socialProfileUrl('instagram', row.instagram_username),
    },
    linkUrl: row.website_url,
    lastChecked: lastCheckedOf(row.checks, options.includeCheckedBy ?? false),
    closure: {
      state: row.closure_state,
      reopensOn: row.closure_reopens_on,
      note: row.closure_note,
      since: row.closed_at,
    },
    openingHours: row.opening_hours,
    access: { note: row.access_note, guideUrl: row.access_guide_url },
    ages: row.age_from === null ? null : { from: row.age_from, to: row.age_to },
    agesBasis: row.age_from === null ? null : row.ages_basis,
    ticketPrices: row.ticket_prices,
    setting: row.setting,
    typicalSetting:
      row.setting === null && row.typical_setting !== null && row.typical_kind !== null
        ? { setting: row.typical_setting, kind: row.typical_kind }
        : null,
    pictureSubject: pictureSubjectOf(row.picture_subject),
    checks: factChecks(row.facts, options.includeReferenceNumber ?? false),
    confirmedAt: confirmedAt(row.confirmed),
    photo: photoOf(row.photo),
    ...stationFields(row),
    ...(options.distanceFrom && coordinates
      ? { distance: distanceMiles(options.distanceFrom, coordinates) }
      : {}),
    ...(options.includeReferenceNumber ? { referenceNumber: row.reference_number } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The stored drawing subject, when it is one the site draws (decision 133). */
function pictureSubjectOf(value: string | null): PictureSubject | null {
  return (PICTURE_SUBJECTS as readonly string[]).includes(value ?? '')
    ? (value as PictureSubject)
    : null;
}
