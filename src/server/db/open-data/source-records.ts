// Reads the two open datasets in data/open/ into one shape, keeping only the facts the import
// uses. Nothing here decides what goes live: screening.ts does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenDataSourceId } from '../../../contract/open-data-sources.js';
import { parseCsv } from './csv.js';

export type Nation = 'England' | 'Scotland' | 'Wales' | 'Northern Ireland';

export interface MuseumFacts {
  kind: 'museum';
  /** `Subject_Matter`, e.g. `Transport-Trains_and_railways`. */
  subject: string;
  size: 'small' | 'medium' | 'large' | 'huge' | null;
  /** Earliest and latest year the source gives for the opening (equal when it is known). */
  opened: { from: number; to: number } | null;
  /** `Year_closed` is `9999:9999` for a museum still open. */
  isOpen: boolean;
  accredited: boolean;
  governance: string | null;
}

export interface CastleFacts {
  kind: 'castle';
  category: 'castle' | 'fortress' | 'palace' | 'ruin';
  century: string | null;
  /** Castlemap's `fame_rank` (1 = the most viewed castle worldwide); null when not given. */
  fameRank: number | null;
}

export interface SourceRecord {
  source: OpenDataSourceId;
  recordId: string;
  name: string;
  latitude: number;
  longitude: number;
  /** A UK `Nation`, or what the source says when it is not one (Channel Islands, Isle of Man). */
  nation: string;
  /** `Admin_area` split on '/', without the nation: e.g. ['South East (English Region)', 'Hampshire (English County)']. */
  adminArea: string[];
  address1: string | null;
  address2: string | null;
  town: string | null;
  postcode: string | null;
  facts: MuseumFacts | CastleFacts;
}

const value = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || trimmed === 'NA' ? null : trimmed;
};

function yearRange(text: string | undefined): { from: number; to: number } | null {
  const match = /^(\d{4}):(\d{4})$/.exec((text ?? '').trim());
  return match ? { from: Number(match[1]), to: Number(match[2]) } : null;
}

const SIZES = ['small', 'medium', 'large', 'huge'] as const;

export function museumRecords(csv: string): SourceRecord[] {
  return parseCsv(csv).map((row) => {
    const [, nation = '', ...adminArea] = (row.Admin_area ?? '').split('/');
    const size = value(row.Size);
    return {
      source: 'mappingmuseums',
      recordId: row.museum_id ?? '',
      name: (row.Name_of_museum ?? '').trim(),
      latitude: Number(row.Latitude),
      longitude: Number(row.Longitude),
      nation,
      adminArea,
      address1: value(row.Address_line_1),
      address2: value(row.Address_line_2),
      town: value(row['Village,_Town_or_City']),
      postcode: value(row.Postcode),
      facts: {
        kind: 'museum',
        subject: value(row.Subject_Matter) ?? 'Other',
        size: (SIZES as readonly string[]).includes(size ?? '')
          ? (size as MuseumFacts['size'])
          : null,
        opened: yearRange(row.Year_opened),
        isOpen: (row.Year_closed ?? '').trim() === '9999:9999',
        accredited: row.Accreditation === 'Accredited',
        governance: value(row.Governance),
      },
    };
  });
}

const NATIONS: Record<string, Nation> = {
  'GB-ENG': 'England',
  'GB-SCT': 'Scotland',
  'GB-WLS': 'Wales',
  'GB-NIR': 'Northern Ireland',
};
const CASTLE_CATEGORIES = ['castle', 'fortress', 'palace', 'ruin'] as const;

export function castleRecords(csv: string): SourceRecord[] {
  return parseCsv(csv).map((row) => {
    const category = (CASTLE_CATEGORIES as readonly string[]).includes(row.category ?? '')
      ? (row.category as CastleFacts['category'])
      : 'castle';
    return {
      source: 'castlemap',
      recordId: row.qid ?? '',
      name: (row.name ?? '').trim(),
      latitude: Number(row.lat),
      longitude: Number(row.lon),
      nation: NATIONS[row.iso ?? ''] ?? row.country ?? '',
      adminArea: [],
      address1: null,
      address2: null,
      town: null,
      postcode: null,
      facts: {
        kind: 'castle',
        category,
        century: value(row.century),
        fameRank: /^\d+$/.test((row.fame_rank ?? '').trim()) ? Number(row.fame_rank) : null,
      },
    };
  });
}

/** The files of data/open/ the import reads. */
export const OPEN_DATA_FILES = {
  museums: 'mapping-museums.csv',
  castles: 'castlemap-uk.csv',
  castleScreening: 'castlemap-screening.json',
  closures: 'closures.json',
  samePlaces: 'same-places.json',
  pinCorrections: 'pin-corrections.json',
} as const;

export function readSourceRecords(openDataDir: string): SourceRecord[] {
  const read = (file: string) => readFileSync(path.join(openDataDir, file), 'utf8');
  return [
    ...museumRecords(read(OPEN_DATA_FILES.museums)),
    ...castleRecords(read(OPEN_DATA_FILES.castles)),
  ];
}
