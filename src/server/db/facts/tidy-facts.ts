// The mechanical part of decision 114 ("which researched facts load"): drops the rows a page
// copy or an old date disqualifies, moves every row to the key the catalogue shows for its
// place, and keeps one row per place and group. Pure: the CLI (tidy-cli.ts) reads and writes
// the files, and the test over data/facts/ checks that a run would change nothing.
import type { FactRow, FactRowGroup } from '../../../contract/fact-row.js';

/** Hosts that serve a copy of someone else's page, never the page itself (decision 114). */
const COPY_HOSTS: readonly { host: RegExp; what: string }[] = [
  { host: /(^|\.)yumpu\.com$/, what: 'a document-mirror copy (yumpu)' },
  { host: /(^|\.)dokumen\.tips$/, what: 'a document-mirror copy (dokumen.tips)' },
  { host: /(^|\.)vdocuments\.[a-z.]+$/, what: 'a document-mirror copy (vdocuments)' },
  { host: /(^|\.)fdocuments\.[a-z.]+$/, what: 'a document-mirror copy (fdocuments)' },
  { host: /(^|\.)docslib\.org$/, what: 'a document-mirror copy (docslib)' },
  { host: /(^|\.)issuhub\.com$/, what: 'a document-mirror copy (issuhub)' },
  { host: /(^|\.)slideblast\.com$/, what: 'a document-mirror copy (slideblast)' },
  { host: /^cc\.bingj\.com$/, what: 'a search-engine cache' },
  { host: /\.pages\.dev$/, what: 'a mirror on pages.dev' },
  { host: /\.cloudfront\.net$/, what: 'a CloudFront address, not the site' },
  { host: /\.azureedge\.net$/, what: 'a CDN address, not the site' },
  { host: /\.azurewebsites\.net$/, what: 'a staging copy of the site' },
  { host: /staging\./, what: 'a staging copy of the site' },
  { host: /^origin\..*\.arcpublishing\.com$/, what: "a publisher's origin copy" },
  { host: /(^|\.)ua-cam\.com$/, what: 'a mirror of a YouTube video page' },
  { host: /(^|\.)kiddle\.co$/, what: 'a copy of a Wikipedia article' },
  { host: /^legacy\.machaao\.com$/, what: "a copy of another site's article" },
  { host: /(^|\.)exbulletin\.com$/, what: "a reworded copy of another site's article" },
  { host: /(^|\.)daily8\.com$/, what: "a copy of another site's article" },
  { host: /(^|\.)paperblog\.com$/, what: 'a copy of a blog post (paperblog)' },
];

/**
 * Sites that generate visitor pages (times, prices, "everything you need to know") for places
 * they have not checked; a sampled row citing one has never held (decision 114).
 */
const GENERATED_HOSTS: readonly RegExp[] = [
  /(^|\.)acrosstheuk\.com$/,
  /(^|\.)alvarom\.com$/,
  /(^|\.)aroundus\.com$/,
  /(^|\.)artcollectorhub\.co\.uk$/,
  /(^|\.)britishpidya\.com$/,
  /(^|\.)buckinghampalace\.co\.uk$/,
  /(^|\.)discounthometextiles\.co\.uk$/,
  /(^|\.)eatsip365\.com$/,
  /(^|\.)excursionmania\.de$/,
  /(^|\.)finance-pro\.co\.uk$/,
  /(^|\.)flyctory\.com$/,
  /(^|\.)holidaytravel\.cc$/,
  /(^|\.)hull247cars\.co\.uk$/,
  /(^|\.)indiancritic\.com$/,
  /(^|\.)ivochannel\.com$/,
  /(^|\.)menafn\.com$/,
  /(^|\.)mepipe\.com$/,
  /(^|\.)namegenerator\.biz$/,
  /(^|\.)news100\.org$/,
  /(^|\.)planetwhitley\.com$/,
  /(^|\.)postcard\.inc$/,
  /(^|\.)sy-edm\.com$/,
  /(^|\.)visualfoodie\.com$/,
  /(^|\.)wanderlog\.com$/,
];

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** Why a URL is a copy of a page rather than the page, or null when it is not one. */
export function copyOf(url: string | null | undefined): string | null {
  const host = hostOf(url);
  if (!host) return null;
  return COPY_HOSTS.find((entry) => entry.host.test(host))?.what ?? null;
}

/** Whether a URL is a page a site generated for a place it has not checked (decision 114). */
export function isGeneratedPage(url: string | null | undefined): boolean {
  const host = hostOf(url);
  return host !== null && GENERATED_HOSTS.some((pattern) => pattern.test(host));
}

/** Opening times and prices older than this mislead a family planning a day (decision 114). */
export const FRESH_FROM = '2023-01-01';
const DATED_GROUPS: ReadonlySet<FactRowGroup> = new Set(['hours', 'prices']);

/**
 * A prices row that says only that members of a scheme go free (no amount, nothing free for
 * anyone else): who runs a place does not go stale as a price does, so it keeps its date.
 */
export function isMembersOnly(row: FactRow): boolean {
  if (row.group !== 'prices') return false;
  const value = row.value;
  const members = value.membersFree;
  const amounts = ['adult', 'child', 'family', 'freeUnder', 'childAges'];
  return (
    value.free === false &&
    Array.isArray(members) &&
    members.length > 0 &&
    amounts.every((name) => value[name] === undefined || value[name] === null)
  );
}

/** What the catalogue does with a place key: shows it under `key`, or leaves it out. */
export type PlaceResolution = { shownAs: string } | { hidden: string };

export interface TidyInputRow {
  /** `file:line`, for the report. */
  at: string;
  row: FactRow;
  /** The row as written, so a rewrite keeps its fields as they were. */
  raw: Record<string, unknown>;
}

export interface TidyDrop {
  at: string;
  place: string;
  group: string;
  reason: string;
}

export interface TidyResult {
  /** The rows that stay, in their input order, with `place` moved to the key the catalogue shows. */
  kept: TidyInputRow[];
  dropped: TidyDrop[];
  /** Rows kept under another key (the one the catalogue shows). */
  rekeyed: number;
}

export function tidyRows(
  rows: readonly TidyInputRow[],
  resolve: (place: string) => PlaceResolution,
): TidyResult {
  const dropped: TidyDrop[] = [];
  const drop = ({ at, row }: TidyInputRow, reason: string) =>
    dropped.push({ at, place: row.place, group: row.group, reason });
  const moved = new Set<TidyInputRow>();
  const candidates: TidyInputRow[] = [];
  for (const input of rows) {
    const { row } = input;
    const copy = copyOf(row.url);
    if (copy) {
      drop(input, `cites ${copy}`);
      continue;
    }
    if (isGeneratedPage(row.url)) {
      drop(input, 'cites a generated visitor page (a content farm)');
      continue;
    }
    if (DATED_GROUPS.has(row.group) && row.asOf < FRESH_FROM && !isMembersOnly(row)) {
      drop(input, `${row.group} as of ${row.asOf}, before ${FRESH_FROM}`);
      continue;
    }
    const place = resolve(row.place);
    if ('hidden' in place) {
      drop(input, `the catalogue does not show ${row.place}: ${place.hidden}`);
      continue;
    }
    if (place.shownAs !== row.place) {
      const rekeyed = {
        at: input.at,
        row: { ...row, place: place.shownAs },
        raw: { ...input.raw, place: place.shownAs },
      };
      moved.add(rekeyed);
      candidates.push(rekeyed);
    } else candidates.push(input);
  }
  // One row per place and group, as the import would choose: the newest, a later line on a tie.
  const chosen = new Map<string, TidyInputRow>();
  for (const input of candidates) {
    const key = `${input.row.place}/${input.row.group}`;
    const before = chosen.get(key);
    if (before && before.row.asOf > input.row.asOf) {
      drop(input, `an older row for the same place and group than ${before.at}`);
      continue;
    }
    if (before)
      drop(before, `an older (or equal) row for the same place and group than ${input.at}`);
    chosen.set(key, input);
  }
  const keep = new Set(chosen.values());
  const kept = candidates.filter((input) => keep.has(input));
  return { kept, dropped, rekeyed: kept.filter((input) => moved.has(input)).length };
}
