// The import's pure rules on small fixtures: screening, dedupe, regions, categories and
// descriptions (decision 006). The database side is tested in tests/api/open-data/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoriesFor } from './categories.js';
import { isSamePlace, nameSimilarity, normaliseName } from './dedupe.js';
import { describe as describePlace } from './descriptions.js';
import type { SamePlaceEntry } from './same-places.js';
import { importedProvenance, planImport } from './plan.js';
import {
  assertCorrectionsMatchRows,
  correctRecord,
  readPinCorrections,
  type PinCorrection,
} from './pin-corrections.js';
import { assignRegion, regionFromAdminArea, type RegionArea } from './regions.js';
import { castleExclusionsFrom, screenRecord } from './screening.js';
import {
  castleRecords,
  museumRecords,
  readSourceRecords,
  type SourceRecord,
} from './source-records.js';

const HEADER =
  'museum_id,Name_of_museum,Address_line_1,Address_line_2,"Village,_Town_or_City",Postcode,Latitude,Longitude,Admin_area,Accreditation,Governance,Size,Size_provenance,Subject_Matter,Year_opened,Year_closed,DOMUS_Subject_Matter,DOMUS_identifier,Primary_provenance_of_data,Identifier_used_in_primary_data_source,Area_Deprivation_index,Area_Deprivation_index_crime,Area_Deprivation_index_education,Area_Deprivation_index_employment,Area_Deprivation_index_health,Area_Deprivation_index_housing,Area_Deprivation_index_income,Area_Deprivation_index_services,Area_Geodemographic_group,Area_Geodemographic_group_code,Area_Geodemographic_subgroup,Area_Geodemographic_subgroup_code,Area_Geodemographic_supergroup,Area_Geodemographic_supergroup_code,Notes';
const NA = Array.from({ length: 19 }, () => 'NA').join(',');
/** One Mapping Museums row with the columns the import reads. */
function museumRow(fields: {
  id: string;
  name: string;
  town?: string;
  lat: number;
  lon: number;
  admin: string;
  subject?: string;
  size?: string;
  opened?: string;
  closed?: string;
  accredited?: boolean;
  governance?: string;
  address?: string;
}) {
  return [
    fields.id,
    `"${fields.name}"`,
    `"${fields.address ?? '1 High Street'}"`,
    'NA',
    fields.town ?? 'Testbury',
    'TE1 1ST',
    fields.lat,
    fields.lon,
    fields.admin,
    fields.accredited ? 'Accredited' : 'Unaccredited',
    fields.governance ?? 'Independent-Not_for_profit',
    fields.size ?? 'small',
    'NA',
    fields.subject ?? 'Local_Histories',
    fields.opened ?? '1980:1980',
    fields.closed ?? '9999:9999',
    NA,
  ].join(',');
}
const museums = (...rows: string[]) => museumRecords([HEADER, ...rows].join('\n'));
const museum = (fields: Parameters<typeof museumRow>[0]) => museums(museumRow(fields))[0]!;

const regionsFile = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../data/regions.json'), 'utf8'),
) as (RegionArea & { displayName: string })[];
const regions = new Map(regionsFile.map((r) => [r.regionName, r]));

const NORFOLK = '/England/East of England (English Region)/Norfolk (English County)';
const castleCsv = (rows: string[]) =>
  castleRecords(
    [
      'qid,name,category,country,iso,lat,lon,year,century,wikipedia,image,sitelinks,pageviews,fame_rank',
      ...rows,
    ].join('\n'),
  );

describe('screening', () => {
  const exclusions = castleExclusionsFrom(
    JSON.stringify({
      excluded: [{ qid: 'Q1', name: 'Gone Palace', reason: 'demolished', note: '' }],
    }),
  );

  it('keeps open UK museums and drops closed ones and the Channel Islands and Isle of Man', () => {
    const [open, closed, guernsey, man] = museums(
      museumRow({ id: 'm1', name: 'Open Museum', lat: 52.6, lon: 1.3, admin: NORFOLK }),
      museumRow({
        id: 'm2',
        name: 'Shut Museum',
        lat: 52.6,
        lon: 1.3,
        admin: NORFOLK,
        closed: '2015:2015',
      }),
      museumRow({
        id: 'm3',
        name: 'Island Museum',
        lat: 49.45,
        lon: -2.54,
        admin: '/Channel Islands/Guernsey',
      }),
      museumRow({ id: 'm4', name: 'Manx Museum', lat: 54.15, lon: -4.48, admin: '/Isle of Man' }),
    );
    expect([open, closed, guernsey, man].map((r) => screenRecord(r!, exclusions))).toEqual([
      null,
      'closed',
      'notUkRegion',
      'notUkRegion',
    ]);
  });

  it('drops the castles on the reviewed list, with its reason', () => {
    const [gone, standing] = castleCsv([
      'Q1,Gone Palace,palace,England,GB-ENG,51.5,-0.12,1500,16th century,,,1,1,1',
      'Q2,Standing Castle,castle,Wales,GB-WLS,53.28,-3.83,1283,13th century,,,1,1,1',
    ]);
    expect(screenRecord(gone!, exclusions)).toBe('demolished');
    expect(screenRecord(standing!, exclusions)).toBeNull();
  });

  it('has a reason and a note for every castle it excludes, each naming a row of the source', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../data/open');
    const list = castleExclusionsFrom(
      readFileSync(path.join(dir, 'castlemap-screening.json'), 'utf8'),
    );
    const qids = new Set(
      castleCsv(readFileSync(path.join(dir, 'castlemap-uk.csv'), 'utf8').split('\n').slice(1)).map(
        (r) => r.recordId,
      ),
    );
    for (const entry of list.values()) {
      expect(qids.has(entry.qid), entry.qid).toBe(true);
      expect(entry.note.length).toBeGreaterThan(10);
    }
    for (const demolished of [
      'Palace of Whitehall',
      'Nonsuch Palace',
      'Palace of Placentia',
      'Savoy Palace',
    ]) {
      expect(
        [...list.values()].some((e) => e.name === demolished && e.reason === 'demolished'),
      ).toBe(true);
    }
  });
});

describe('dedupe', () => {
  const at = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });

  it('normalises case, accents, punctuation, "&" and a leading "The"', () => {
    expect(normaliseName("The Bo'ness & Kinneil Railway")).toBe('boness and kinneil railway');
    expect(
      nameSimilarity('Kelvingrove Art Gallery & Museum', 'Kelvingrove Art Gallery and Museum'),
    ).toBe(1);
  });

  it('matches an exact name within 5 km, not beyond', () => {
    expect(isSamePlace(at('Big Pit', 51.772, -3.105), at('Big Pit', 51.8, -3.1), false)).toBe(true);
    expect(isSamePlace(at('Big Pit', 51.772, -3.105), at('Big Pit', 51.9, -3.1), false)).toBe(
      false,
    );
  });

  it('matches a name that adds only generic words, within 1.5 km', () => {
    expect(
      isSamePlace(
        at('Lewes Castle', 50.874, 0.008),
        at('Lewes Castle And Museum', 50.875, 0.009),
        false,
      ),
    ).toBe(true);
    expect(
      isSamePlace(
        at('Lewes Castle', 50.874, 0.008),
        at('Lewes Castle And Museum', 50.9, 0.009),
        false,
      ),
    ).toBe(false);
  });

  it('keeps neighbouring museums that share words apart', () => {
    const gallery = at('National Gallery', 51.5089, -0.1283);
    expect(isSamePlace(gallery, at('National Portrait Gallery', 51.5094, -0.1281), false)).toBe(
      false,
    );
    expect(
      isSamePlace(at('Modern One', 55.951, -3.228), at('Modern Two', 55.952, -3.229), false),
    ).toBe(false);
  });

  it('is more lenient with a hand-written place: a shorter name it starts with, a close loose match', () => {
    const beamish = at('Beamish, The Living Museum of the North', 54.884, -1.659);
    expect(isSamePlace(at('Beamish', 54.885, -1.66), beamish, true)).toBe(true);
    expect(isSamePlace(at('Beamish', 54.885, -1.66), beamish, false)).toBe(false);
    expect(
      isSamePlace(
        at('Clipper Ship Cutty Sark', 51.4826, -0.0096),
        at('Cutty Sark', 51.4828, -0.0095),
        true,
      ),
    ).toBe(true);
  });
});

describe('regions', () => {
  const place = (admin: string, lat: number, lon: number) =>
    museum({ id: 'r', name: 'Somewhere Museum', lat, lon, admin });

  it('splits the English South East and South West by county', () => {
    expect(
      regionFromAdminArea(
        place('/England/South East (English Region)/Hampshire (English County)', 51.06, -1.31),
      ),
    ).toBe('southernengland');
    expect(
      regionFromAdminArea(
        place('/England/South East (English Region)/Kent (English County)', 51.28, 1.08),
      ),
    ).toBe('southeastengland');
    expect(
      regionFromAdminArea(
        place('/England/South West (English Region)/Dorset (English County)', 50.71, -2.44),
      ),
    ).toBe('southernengland');
    expect(
      regionFromAdminArea(
        place('/England/South West (English Region)/Devon (English County)', 50.72, -3.53),
      ),
    ).toBe('southwestengland');
  });

  it('splits Scotland by council area, and Argyll and Bute by latitude', () => {
    expect(
      regionFromAdminArea(place('/Scotland/Highland (Scottish Council Area)', 57.48, -4.22)),
    ).toBe('northscotland');
    expect(
      regionFromAdminArea(place('/Scotland/Glasgow City (Scottish Council Area)', 55.86, -4.25)),
    ).toBe('southscotland');
    expect(
      regionFromAdminArea(place('/Scotland/Argyll and Bute (Scottish Council Area)', 56.41, -5.47)),
    ).toBe('northscotland');
    expect(
      regionFromAdminArea(place('/Scotland/Argyll and Bute (Scottish Council Area)', 55.84, -5.05)),
    ).toBe('southscotland');
  });

  it('moves a point outside its region’s area to a region of its nation that holds it', () => {
    // Killin: Stirling council area (south), but north of the South Scotland area.
    const killin = place('/Scotland/Stirling (Scottish Council Area)', 56.47, -4.32);
    expect(assignRegion(killin, regionFromAdminArea(killin), regions)).toBe('northscotland');
    const inTheSea = place('/Wales/Gwynedd (Welsh UA)', 52.0, -7.0);
    expect(assignRegion(inTheSea, 'wales', regions)).toBeNull();
  });
});

describe('categories and descriptions', () => {
  it('maps subjects to categories with the main one first', () => {
    const of = (subject: string, name = 'A Museum') =>
      categoriesFor(museum({ id: 'c', name, lat: 52.6, lon: 1.3, admin: NORFOLK, subject }));
    expect(of('Buildings-Houses-Large_houses')).toEqual({
      mainCategory: 'historic',
      categories: ['historic', 'museum'],
    });
    expect(of('Transport-Trains_and_railways', 'Didcot Railway Centre')).toEqual({
      mainCategory: 'railways',
      categories: ['railways', 'museum'],
    });
    expect(of('Transport-Trains_and_railways')).toEqual({
      mainCategory: 'museum',
      categories: ['museum', 'railways'],
    });
    // By the subject, not by a name with "railway" in it (issue 27).
    expect(of('Transport-Trains_and_railways', 'Peak Rail')).toEqual({
      mainCategory: 'railways',
      categories: ['railways', 'museum'],
    });
    expect(of('Transport-Trains_and_railways', 'Headhunters Barber Shop & Railway Museum')).toEqual(
      { mainCategory: 'museum', categories: ['museum', 'railways'] },
    );
    expect(of('Leisure_and_sport-Toys_and_models', 'Steam Toy Railway Collection')).toEqual({
      mainCategory: 'museum',
      categories: ['museum'],
    });
    expect(of('War_and_conflict-Castles_and_forts')).toEqual({
      mainCategory: 'castles',
      categories: ['castles', 'historic', 'museum'],
    });
    expect(of('Natural_world-Geology')).toEqual({
      mainCategory: 'museum',
      categories: ['museum', 'nature'],
    });
    const [ruin] = castleCsv(['Q9,Old Keep,ruin,Wales,GB-WLS,53.0,-3.5,,,,,1,1,1']);
    expect(categoriesFor(ruin!)).toEqual({
      mainCategory: 'castles',
      categories: ['castles', 'historic'],
    });
  });

  it('says only what the source says, and says it differently as the facts differ', () => {
    const context = { regionDisplayName: 'Eastern England' };
    const full = describePlace(
      museum({
        id: 'd1',
        name: 'Testbury Museum',
        town: 'Testbury',
        lat: 52.6,
        lon: 1.3,
        admin: NORFOLK,
        subject: 'Sea_and_seafaring-Fishing',
        size: 'large',
        opened: '1978:1978',
        accredited: true,
        governance: 'Government-Local_Authority',
      }),
      context,
    );
    // The source's size band counts visitors: it is never a size word (decision 130).
    expect(full).toContain('Testbury Museum is a museum in Testbury.');
    expect(full).not.toMatch(/\b(large|small|major)\b/);
    expect(full).toContain('fishing');
    expect(full).toContain('1978');
    expect(full).toContain('run by the local council');
    expect(full).toContain('Museum Accreditation');
    const sparse = describePlace(
      museum({
        id: 'd2',
        name: 'Quiet Museum',
        lat: 52.6,
        lon: 1.3,
        admin: NORFOLK,
        size: 'unknown',
        opened: '1960:2017',
        governance: 'Unknown',
      }),
      context,
    );
    expect(sparse).toBe('Quiet Museum is a local history museum in Testbury.');
    const [castle] = castleCsv([
      'Q7,Hill Castle,castle,England,GB-ENG,52.6,1.3,1100,12th century,,,1,1,1',
    ]);
    const castleText = describePlace(castle!, {
      ...context,
      nearestTown: { name: 'Testbury', miles: 6.4 },
    });
    expect(castleText).toMatch(
      /^Hill Castle is a castle about 6 miles from Testbury, Eastern England\. .*12th century\.$/,
    );
  });
});

describe('the plan', () => {
  it('lets the hand-written catalogue win, then Mapping Museums over Castlemap', () => {
    const records: SourceRecord[] = [
      ...museums(
        museumRow({
          id: 'p1',
          name: 'Norwich Castle Museum & Art Gallery',
          lat: 52.6284,
          lon: 1.2962,
          admin: NORFOLK,
        }),
        museumRow({ id: 'p2', name: 'Strangers Hall', lat: 52.6301, lon: 1.2888, admin: NORFOLK }),
      ),
      ...castleCsv([
        'Q10,Norwich Castle,castle,England,GB-ENG,52.6286,1.2965,1067,11th century,,,1,1,1',
      ]),
    ];
    const plan = planImport({
      records,
      castleExclusions: new Map(),
      regions,
      handWritten: [{ id: 42, name: 'Strangers Hall', latitude: 52.6302, longitude: 1.2889 }],
      districts: new Map(),
      cities: [],
    });
    expect(plan.attractions.map((a) => a.recordId)).toEqual(['p1']);
    expect(plan.merges).toEqual([
      {
        source: 'mappingmuseums',
        recordId: 'p2',
        into: { attractionId: 42 },
        names: { source: 'Strangers Hall', into: 'Strangers Hall' },
      },
      {
        source: 'castlemap',
        recordId: 'Q10',
        into: { source: 'mappingmuseums', recordId: 'p1' },
        names: { source: 'Norwich Castle', into: expect.any(String) as string },
      },
    ]);
    expect(plan.attractions[0]!.fields).toMatchObject({
      regionName: 'easternengland',
      country: 'England',
      postalCode: 'TE1 1ST',
    });
  });

  it('lists the whole place and merges a museum inside it, whichever the source lists first', () => {
    const records: SourceRecord[] = [
      ...museums(
        museumRow({
          id: 'r1',
          name: 'The Light Dragoons Museum',
          address: 'Discovery Museum',
          lat: 54.97,
          lon: -1.626,
          admin: NORFOLK,
        }),
        museumRow({
          id: 'd1',
          name: 'Discovery Museum',
          address: 'Discovery Museum',
          lat: 54.97,
          lon: -1.626,
          admin: NORFOLK,
        }),
        museumRow({
          id: 'g1',
          name: 'Governors House Museum',
          address: 'Dumbarton Castle',
          lat: 55.9362,
          lon: -4.5628,
          admin: NORFOLK,
        }),
      ),
      ...castleCsv([
        'Q20,Dumbarton Castle,castle,Scotland,GB-SCT,55.9363,-4.5629,1220,13th century,,,1,1,1',
      ]),
    ];
    const plan = planImport({
      records,
      castleExclusions: new Map(),
      regions,
      handWritten: [],
      districts: new Map(),
      cities: [],
    });
    expect(plan.attractions.map((a) => a.recordId).sort()).toEqual(['Q20', 'd1']);
    expect(plan.merges.map((m) => [m.recordId, m.into])).toEqual([
      ['r1', { source: 'mappingmuseums', recordId: 'd1' }],
      ['g1', { source: 'castlemap', recordId: 'Q20' }],
    ]);
  });
  it('merges a reviewed pair the rules cannot tell, into a source row or a hand-written place', () => {
    const records: SourceRecord[] = museums(
      museumRow({ id: 'w1', name: 'Museum of Wimbledon', lat: 51.42, lon: -0.22, admin: NORFOLK }),
      museumRow({
        id: 'w2',
        name: 'Village Society Collection',
        lat: 51.421,
        lon: -0.221,
        admin: NORFOLK,
      }),
      museumRow({ id: 'n1', name: 'Navy Galleries', lat: 50.8, lon: -1.1, admin: NORFOLK }),
    );
    const reviewed = (recordId: string, into: SamePlaceEntry['into']): [string, SamePlaceEntry] => [
      `mappingmuseums/${recordId}`,
      {
        source: 'mappingmuseums',
        recordId,
        name: recordId,
        into,
        reason: 'The old and new names of one museum.',
      },
    ];
    const input = {
      records,
      castleExclusions: new Map(),
      regions,
      handWritten: [{ id: 7, name: 'Historic Dockyard', latitude: 50.801, longitude: -1.108 }],
      districts: new Map(),
      cities: [],
    };
    const plan = planImport({
      ...input,
      samePlaces: new Map([
        reviewed('w2', { source: 'mappingmuseums', recordId: 'w1' }),
        reviewed('n1', { seed: 'Historic Dockyard' }),
      ]),
    });
    expect(plan.attractions.map((a) => a.recordId)).toEqual(['w1']);
    expect(plan.merges).toEqual([
      {
        source: 'mappingmuseums',
        recordId: 'w2',
        into: { source: 'mappingmuseums', recordId: 'w1' },
        names: { source: 'Village Society Collection', into: 'Museum of Wimbledon' },
      },
      {
        source: 'mappingmuseums',
        recordId: 'n1',
        into: { attractionId: 7 },
        names: { source: 'Navy Galleries', into: 'Historic Dockyard' },
      },
    ]);
    // A target the data does not hold, or one not listed itself, is an error in the file.
    expect(() =>
      planImport({ ...input, samePlaces: new Map([reviewed('w2', { seed: 'No Such Place' })]) }),
    ).toThrow(/w2 merges into \{"seed":"No Such Place"\}, which the data does not hold/);
    expect(() =>
      planImport({
        ...input,
        samePlaces: new Map([
          reviewed('w2', { source: 'mappingmuseums', recordId: 'w1' }),
          reviewed('w1', { source: 'mappingmuseums', recordId: 'n1' }),
        ]),
      }),
    ).toThrow(/which is not listed itself/);
  });
});

describe('reviewed pin corrections (decision 191)', () => {
  const records = museums(
    museumRow({ id: 'k1', name: 'Castle Museum', lat: 52.6, lon: 1.3, admin: NORFOLK }),
    museumRow({ id: 'g1', name: 'Town Art Gallery', lat: 52.6, lon: 1.3, admin: NORFOLK }),
    museumRow({ id: 'h1', name: 'Harbour Museum', lat: 52.9, lon: 1.0, admin: NORFOLK }),
  );
  const correction = (
    recordId: string,
    point: PinCorrection['point'],
    fields: Partial<PinCorrection> = {},
  ): [string, PinCorrection] => [
    `mappingmuseums/${recordId}`,
    {
      source: 'mappingmuseums',
      recordId,
      name: recordId,
      point,
      evidence: [{ url: 'https://example.org/visit', asOf: '2025-06' }],
      reason: 'The source gave this place its neighbour’s address and point.',
      ...fields,
    },
  ];
  const input = {
    records,
    castleExclusions: new Map(),
    regions,
    handWritten: [],
    districts: new Map(),
    cities: [],
  };

  it('lists a corrected place where its pages put it, keeping the source’s location as provenance', () => {
    const plan = planImport({
      ...input,
      pinCorrections: new Map([
        correction('k1', { latitude: 52.7, longitude: 1.4 }, { postcode: null, town: 'Castleton' }),
        correction('h1', 'held-back', { address1: 'West Terrace', postcode: 'NR1 1AA' }),
      ]),
    });
    const byId = new Map(plan.attractions.map((a) => [a.recordId, a]));
    const moved = byId.get('k1')!;
    expect(moved.fields).toMatchObject({
      latitude: 52.7,
      longitude: 1.4,
      postalCode: null,
      postalTown: 'Castleton',
    });
    expect(importedProvenance(moved)).toEqual({
      sourceName: 'Castle Museum',
      sourceLocation: {
        latitude: 52.6,
        longitude: 1.3,
        address1: '1 High Street',
        address2: null,
        town: 'Testbury',
        postcode: 'TE1 1ST',
      },
      locationEvidence: [{ url: 'https://example.org/visit', asOf: '2025-06' }],
    });
    // Its neighbour at the old point is no longer taken for the same place's second listing.
    expect(byId.has('g1')).toBe(true);
    // No page gives a point: off maps and distance sorts, with the pages' address, for a moderator.
    const held = byId.get('h1')!;
    expect(held.fields).toMatchObject({
      latitude: null,
      longitude: null,
      addressLineOne: 'West Terrace',
      postalCode: 'NR1 1AA',
    });
    expect(held.pinCorrection?.heldBack).toBe(true);
    // An uncorrected place keeps only its name as provenance.
    expect(importedProvenance(byId.get('g1')!)).toEqual({ sourceName: 'Town Art Gallery' });
  });

  it('clears the source’s second address line when the pages give a new first one', () => {
    const record = { ...records[0]!, address1: 'The Heritage Centre', address2: 'Roe Street' };
    const entry = correction('k1', 'held-back', { address1: 'Park Lane' });
    const { record: corrected } = correctRecord(record, new Map([entry]));
    expect(corrected).toMatchObject({ address1: 'Park Lane', address2: null });
  });

  it('refuses a correction of a row the data does not hold', () => {
    expect(() =>
      planImport({ ...input, pinCorrections: new Map([correction('zz', 'held-back')]) }),
    ).toThrow(/mappingmuseums\/zz is not a row of the open data/);
  });

  it('reads the reviewed file the import uses, every entry naming a real row', () => {
    const file = path.resolve(import.meta.dirname, '../../../../data/open/pin-corrections.json');
    const corrections = readPinCorrections(file);
    expect(corrections.size).toBeGreaterThan(0);
    const all = readSourceRecords(path.resolve(import.meta.dirname, '../../../../data/open'));
    expect(() => assertCorrectionsMatchRows(corrections, all)).not.toThrow();
  });
});
