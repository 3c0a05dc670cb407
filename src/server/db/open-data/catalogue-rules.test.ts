// The import rules of issue 27 on small fixtures: names put right, "nr" and "by" in plain
// English, size words only from a field that measures size, castles placed by a gazetteer of
// real towns, a place's own visitor centre or museum merged into it, and a point far from its
// postcode district held back. The catalogue check's own rules: catalogue-check.test.ts.
import { describe, expect, it } from 'vitest';
import { isPartOf, isSamePlace } from './dedupe.js';
import { describe as describePlace } from './descriptions.js';
import { properName } from './names.js';
import { districtCentresFrom, farFromPostcode } from './pins.js';
import { castleRecords, museumRecords, type SourceRecord } from './source-records.js';
import { buildGazetteer, placeTown } from './towns.js';

describe('names', () => {
  it('puts the source’s every-word capitals right and leaves the rest', () => {
    expect(properName('Golden Hinde Ii')).toBe('Golden Hinde II');
    expect(properName('Museum Of London')).toBe('Museum of London');
    expect(properName('The Museum Of The Broads')).toBe('The Museum of the Broads');
    expect(properName('Explosion! The Museum Of Naval Firepower')).toBe(
      'Explosion! The Museum of Naval Firepower',
    );
    expect(properName('V&a Museum Of Childhood')).toBe('V&A Museum of Childhood');
    expect(properName('Raf Manston History Museum')).toBe('RAF Manston History Museum');
    expect(properName('The Donald Mcgill Museum')).toBe('The Donald McGill Museum');
    expect(properName('Plas Glyn Y Weddw')).toBe('Plas Glyn y Weddw');
    expect(properName('Macclesfield Silk Museum')).toBe('Macclesfield Silk Museum');
    expect(properName('Dan-yr-Ogof: Showcaves Centre For Wales')).toBe(
      'Dan-yr-Ogof: Showcaves Centre for Wales',
    );
  });
});

const HEADER =
  'museum_id,Name_of_museum,Address_line_1,Address_line_2,"Village,_Town_or_City",Postcode,Latitude,Longitude,Admin_area,Accreditation,Governance,Size,Size_provenance,Subject_Matter,Year_opened,Year_closed';
const museum = (
  id: string,
  name: string,
  town: string,
  postcode: string,
  lat: number,
  lon: number,
  subject = 'Local_Histories',
  size = 'small',
) =>
  museumRecords(
    [
      HEADER,
      `${id},"${name}",NA,NA,${town},${postcode},${lat},${lon},/Wales/Ceredigion (Welsh UA),Unaccredited,Unknown,${size},NA,${subject},NA,9999:9999`,
    ].join('\n'),
  )[0]!;
const castle = (name: string, lat: number, lon: number) =>
  castleRecords(
    [
      'qid,name,category,country,iso,lat,lon,founded,century,wikipedia,image,a,b,c',
      `Q1,${name},castle,Wales,GB-WLS,${lat},${lon},1277,13th century,,,1,1,1`,
    ].join('\n'),
  )[0]!;

// Aberystwyth's and Tregaron's districts, 14 miles apart.
const districts = districtCentresFrom({ SY23: [52.414, -4.07], SY25: [52.227, -3.935] });
const context = { regionDisplayName: 'Wales' };

describe('towns and descriptions', () => {
  it('reads "nr", "Nr." and "by" as near the town', () => {
    expect(placeTown('nr Marlborough')).toEqual({ town: 'Marlborough', near: true });
    expect(placeTown('Nr. Truro')).toEqual({ town: 'Truro', near: true });
    expect(placeTown('by Inveraray')).toEqual({ town: 'Inveraray', near: true });
    expect(placeTown('Lewes')).toEqual({ town: 'Lewes', near: false });
    const text = describePlace(
      museum('m1', 'Kennet Museum', 'nr Marlborough', 'SN8 1AA', 51.4, -1.7),
      context,
    );
    expect(text).toMatch(/^Kennet Museum is a local history museum near Marlborough\./);
  });

  it('calls a railway first a railway heritage site, and only a named museum a railway museum', () => {
    const line = museum(
      'r1',
      'Peak Rail',
      'Darley Dale',
      'DE4 3NA',
      53.14,
      -1.56,
      'Transport-Trains_and_railways',
    );
    expect(describePlace(line, context)).toMatch(
      /^Peak Rail is a railway heritage site in Darley Dale\./,
    );
    const collection = museum(
      'r2',
      'Vale Railway Museum',
      'Darley Dale',
      'DE4 3NA',
      53.14,
      -1.56,
      'Transport-Trains_and_railways',
    );
    expect(describePlace(collection, context)).toMatch(
      /^Vale Railway Museum is a railway museum in Darley Dale\./,
    );
  });

  it('says the size of a house only from the subject, never from the visitor band', () => {
    const woburn = museum(
      'h1',
      'Woburn Abbey',
      'Woburn',
      'MK17 9WA',
      51.98,
      -0.6,
      'Buildings-Houses-Large_houses',
      'small',
    );
    expect(describePlace(woburn, context)).toMatch(
      /^Woburn Abbey is a large historic house in Woburn\./,
    );
    const busy = museum(
      'h2',
      'Big Museum',
      'Leeds',
      'LS1 1AA',
      53.8,
      -1.5,
      'Arts-Fine_and_decorative_arts',
      'huge',
    );
    expect(describePlace(busy, context)).toContain("one of the UK's most visited museums");
  });

  it('places a castle by a town whose museums agree with their postcodes, not a stray point', () => {
    const records: SourceRecord[] = [
      museum('a1', 'Ceredigion Museum', 'Aberystwyth', 'SY23 1JH', 52.415, -4.084),
      // Tregaron's museum is pinned on Aberystwyth's: it must not make Aberystwyth "Tregaron".
      museum('t1', 'Tregaron Kite Centre', 'Tregaron', 'SY25 6JW', 52.416, -4.084),
    ];
    const gazetteer = buildGazetteer(records, (p) => districts.get(p.split(' ')[0]!) ?? null, []);
    expect(gazetteer.find('Tregaron')).toBeNull();
    const town = gazetteer.nearest(castle('Aberystwyth Castle', 52.4133, -4.0895), 15);
    expect(town?.name).toBe('Aberystwyth');
  });
});

describe('one listing per place', () => {
  const at = (name: string, latitude: number, longitude: number, isBuilding = false) => ({
    name,
    latitude,
    longitude,
    isBuilding,
  });
  const isTown = (name: string) => ['ludlow', 'whitby'].includes(name);

  it('merges a place with its own visitor centre or museum, and initialisms spelt out', () => {
    expect(
      isSamePlace(
        at('IWM Duxford', 52.0946, 0.1318),
        at('Imperial War Museum, Duxford', 52.0948, 0.1282),
        true,
      ),
    ).toBe(true);
    expect(
      isSamePlace(
        at('Skara Brae Prehistoric Village', 59.0487, -3.3418),
        at('Skara Brae Visitor Centre', 59.049, -3.3356),
        true,
        isTown,
      ),
    ).toBe(true);
    expect(
      isSamePlace(
        at('Big Pit National Coal Museum', 51.7722, -3.1045),
        at('Big Pit: The National Mining Museum of Wales', 51.7719, -3.1063),
        true,
        isTown,
      ),
    ).toBe(true);
  });

  it('keeps a town’s museum apart from the town’s castle, and two museums apart', () => {
    expect(
      isSamePlace(
        at('Ludlow Castle', 52.367, -2.723),
        at('Ludlow Museum', 52.368, -2.72),
        true,
        isTown,
      ),
    ).toBe(false);
    expect(
      isSamePlace(
        at('The British Museum', 51.5194, -0.127),
        at('British Optical Association Museum', 51.5184, -0.126),
        true,
        isTown,
      ),
    ).toBe(false);
  });

  it('merges a castle given by both sources at one spot, not a museum beside it', () => {
    expect(
      isSamePlace(
        at('Newcastle Castle', 54.96884, -1.61042, true),
        at('Newcastle upon Tyne Castle', 54.96883, -1.61036, true),
        false,
      ),
    ).toBe(true);
    expect(
      isSamePlace(
        at('Durham Museum and Heritage Centre', 54.7745, -1.5765),
        at('Durham Castle', 54.7749, -1.5759, true),
        false,
      ),
    ).toBe(false);
  });
});

describe('one listing per place: the reviewed exceptions', () => {
  const at = (
    name: string,
    latitude: number,
    longitude: number,
    address: string | null = null,
  ) => ({
    name,
    latitude,
    longitude,
    address,
  });
  const isTown = (name: string) => ['buckingham', 'salisbury', 'newcastle'].includes(name);
  const same = (a: ReturnType<typeof at>, b: ReturnType<typeof at>) =>
    isSamePlace(a, b, false, isTown);

  it('merges the same words in another order, a Welsh name and a part in brackets', () => {
    expect(
      same(at('Buckingham Old Gaol', 52.0, -0.98), at('Old Gaol Museum Buckingham', 52.0, -0.98)),
    ).toBe(true);
    expect(
      same(at('The Young Gallery', 51.07, -1.79), at('Young Gallery Salisbury', 51.07, -1.79)),
    ).toBe(true);
    expect(
      same(at('Amgueddfa Howell Harris', 51.98, -3.25), at('Howell Harris Museum', 51.98, -3.25)),
    ).toBe(true);
    expect(
      same(at('Oriel Plas Glyn y Weddw', 52.83, -4.5), at('Plas Glyn y Weddw', 52.83, -4.5)),
    ).toBe(true);
    expect(
      same(
        at('Helmshore Mills Textile Museum (Higher Mill)', 53.68, -2.33),
        at('Helmshore Mills Textile Museum (Whitakers Mill)', 53.68, -2.33),
      ),
    ).toBe(true);
  });

  it('merges a museum into the place its address names, and a building’s own collection', () => {
    expect(
      same(
        at('The Light Dragoons Museum', 54.97, -1.626, 'Discovery Museum'),
        at('Discovery Museum', 54.97, -1.626, 'Discovery Museum'),
      ),
    ).toBe(true);
    expect(
      same(
        at(
          'The Mercian Regiment Museum (Worcestershire)',
          52.19,
          -2.22,
          'City Museum & Art Gallery',
        ),
        at('Worcester City Museum and Art Gallery', 52.19, -2.22, 'City Museum & Art Gallery'),
      ),
    ).toBe(true);
    // "The Castle": the castle 110 m away (Edinburgh's regimental museums).
    expect(
      same(
        at('Royal Scots Regimental Museum', 55.948961, -3.201479, 'The Castle'),
        at('Edinburgh Castle', 55.9486, -3.1999),
      ),
    ).toBe(true);
    expect(
      isSamePlace(
        at('Gawthorpe Textiles Collection', 53.8, -2.29),
        { ...at('Gawthorpe Hall', 53.8, -2.29), isBuilding: true },
        false,
        isTown,
      ),
    ).toBe(true);
  });

  it('keeps neighbours apart: different words, a gallery with its own ticket, a shared address', () => {
    expect(
      same(at('Leeds City Art Gallery', 53.8, -1.548), at('Leeds City Museum', 53.8, -1.548)),
    ).toBe(false);
    expect(
      same(
        at('The Queens Gallery', 51.5, -0.14, 'Buckingham Palace'),
        at('Buckingham Palace', 51.5, -0.14),
      ),
    ).toBe(false);
    expect(
      same(
        at('Royal Academy of Arts', 51.5093, -0.1398, 'Burlington House'),
        at('Society of Antiquaries (Burlington House)', 51.5088, -0.1398, 'Burlington House'),
      ),
    ).toBe(false);
    // The castle is the museum's own record, the richer one: not a part to fold away.
    expect(
      isPartOf(
        at('Monmouth Castle and Regimental Museum', 51.81, -2.72, 'The Castle'),
        at('Monmouth Castle', 51.81, -2.72),
        isTown,
      ),
    ).toBe(false);
    expect(
      isSamePlace(
        at('Cotehele Mill', 50.5, -4.2),
        { ...at('Cotehele House', 50.5, -4.2), isBuilding: true },
        false,
        isTown,
      ),
    ).toBe(false);
  });
});

describe('pins', () => {
  it('holds back a point far from its postcode district and much nearer another', () => {
    const far = farFromPostcode({ latitude: 52.416, longitude: -4.084 }, 'SY25 6JW', districts);
    expect(far).toMatchObject({ district: 'SY25' });
    expect(far!.miles).toBeGreaterThan(12);
    expect(
      farFromPostcode({ latitude: 52.23, longitude: -3.94 }, 'SY25 6JW', districts),
    ).toBeNull();
    expect(farFromPostcode({ latitude: 52.416, longitude: -4.084 }, null, districts)).toBeNull();
  });
});

describe('closures and screening', () => {
  it('keeps out a reviewed closure or appointment-only place, with its reason', async () => {
    const { screenRecord } = await import('./screening.js');
    const record = museum('mm.x.1', 'Museum Of Testbury', 'Testbury', 'SY23 1AA', 52.4, -4.08);
    const entry = {
      source: 'mappingmuseums' as const,
      recordId: 'mm.x.1',
      name: 'Museum Of Testbury',
      since: '2022-12',
      url: 'https://example.org/news',
      note: 'Closed for good, says the museum.',
    };
    const closed = new Map([
      ['mappingmuseums/mm.x.1', { ...entry, finding: 'permanentlyClosed' as const }],
    ]);
    const appointment = new Map([
      ['mappingmuseums/mm.x.1', { ...entry, finding: 'appointmentOnly' as const }],
    ]);
    expect(screenRecord(record, new Map(), closed)).toBe('closedSinceSnapshot');
    expect(screenRecord(record, new Map(), appointment)).toBe('appointmentOnly');
    expect(screenRecord(record, new Map(), new Map())).toBeNull();
  });
});
