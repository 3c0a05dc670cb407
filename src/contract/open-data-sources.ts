/**
 * The open datasets the catalogue's "basic listings" come from (decision 006): one
 * place for their names, licences and the attribution each asks for, used by the importer, the
 * attraction page's provenance panel, the About page's credits and the admin list's filter.
 */

export const OPEN_DATA_SOURCE_IDS = ['mappingmuseums', 'castlemap'] as const;
export type OpenDataSourceId = (typeof OPEN_DATA_SOURCE_IDS)[number];

export interface OpenDataSource {
  id: OpenDataSourceId;
  /** The dataset's name as its publisher gives it. */
  name: string;
  publisher: string;
  homepage: string;
  /** What the site takes from it, for the About page's credits. */
  covers: string;
  licence: { name: string; url: string };
  /** The credit to show wherever the data is used (CC BY asks for one; CC0 does not, we still give it). */
  attribution: string;
  /** Which state of the dataset we hold: its date where the publisher gives one, else its version. */
  edition: string;
  /** What we changed in its data (CC BY asks us to say; decisions 006, 130, 131, 191). */
  changes: string;
}

export const OPEN_DATA_SOURCES: Record<OpenDataSourceId, OpenDataSource> = {
  mappingmuseums: {
    id: 'mappingmuseums',
    name: 'Mapping Museums',
    publisher: 'Birkbeck, University of London',
    homepage: 'https://www.mappingmuseums.org',
    covers: 'Basic listings of museums and historic houses',
    licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    attribution:
      'Museum data: Mapping Museums project, Birkbeck, University of London (CC BY 4.0), data downloaded from www.mappingmuseums.org.',
    edition: 'September 2021',
    changes:
      'We corrected the capitals of names, merged rows that are the same place as another listing, held back points far from their own postcode, moved a few places the source set at the address of another to where published pages put them, left out places closed since, and wrote our own descriptions from the facts.',
  },
  castlemap: {
    id: 'castlemap',
    name: 'Castlemap',
    publisher: 'Castlemap, curated from Wikidata',
    homepage: 'https://thecastlemap.com',
    covers: 'Basic listings of castles, palaces and ruins',
    licence: { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
    attribution:
      'Castle data: Castlemap "Castles of the World" v1.2.0 (CC0 1.0), curated from Wikidata (CC0).',
    // The release carries no date of its own: its version is what we can say.
    edition: 'version 1.2.0',
    changes:
      'We merged castles that another listing already has, left out a reviewed list of sites that are not days out, and wrote our own descriptions from the facts.',
  },
};

/**
 * The freshness line of a basic listing no moderator has checked yet (decision 067): how old its
 * facts are is the source's age, so the line names the source and its date.
 */
export function sourceFreshnessText(id: OpenDataSourceId): string {
  const source = OPEN_DATA_SOURCES[id];
  return `Details from ${source.name} (${source.edition}), not yet checked by our moderators`;
}

export function isOpenDataSourceId(value: unknown): value is OpenDataSourceId {
  return typeof value === 'string' && (OPEN_DATA_SOURCE_IDS as readonly string[]).includes(value);
}

/** The admin list's source filter: hand-written (and submitted) listings, or one open source. */
export const ATTRACTION_SOURCE_FILTERS = ['handwritten', ...OPEN_DATA_SOURCE_IDS] as const;
export type AttractionSourceFilter = (typeof ATTRACTION_SOURCE_FILTERS)[number];

export const attractionSourceLabels: Record<AttractionSourceFilter, string> = {
  handwritten: 'Hand-written',
  mappingmuseums: OPEN_DATA_SOURCES.mappingmuseums.name,
  castlemap: OPEN_DATA_SOURCES.castlemap.name,
};
