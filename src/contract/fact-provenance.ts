// Where each group of facts came from and when (decision 109), as plain values and wording, free
// of zod (decision 047): the cards and the attraction page word them without loading a schema.
import { MONTH_NAMES as MONTHS } from './opening-hours.js';

/**
 * `website`: the place's own site; `published`: another published page (guide, newspaper,
 * council); `venue`: the place told us; `visitor`: a visitor supplied it; `moderator`: checked by
 * a moderator; `open-data`: an open dataset.
 */
export const FACT_SOURCES = [
  'website',
  'published',
  'venue',
  'visitor',
  'moderator',
  'open-data',
] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

/** The sources a moderator may record in an editor (a visitor's save is always `visitor`). */
export const EDITOR_FACT_SOURCES = [
  'moderator',
  'website',
  'published',
  'venue',
] as const satisfies readonly FactSource[];

/** Sources that are a person's word, not a page: they need no URL. */
export const SOURCES_WITHOUT_URL: readonly FactSource[] = ['venue', 'visitor', 'moderator'];

/**
 * How exact `asOf` is: the page gives the `day`, a `month` (asOf is its 1st), a `year` (asOf is
 * 1 January), or no date at all and asOf is when its copy was `stored`.
 */
export const AS_OF_PRECISIONS = ['day', 'month', 'year', 'stored'] as const;
export type AsOfPrecision = (typeof AS_OF_PRECISIONS)[number];

export const factSourceLabels: Record<FactSource, string> = {
  website: "The place's own website",
  published: 'A published page (guide, newspaper, council)',
  venue: 'The venue told us',
  visitor: 'A visitor',
  moderator: 'Checked by a moderator',
  'open-data': 'Open data',
};

/** A fact older than this is said to be old and enters the staleness queue. */
export const FACT_STALE_AFTER_MONTHS = 12;

/** The parts of a fact check the wording needs (the wire's FactCheck has these and more). */
export interface Provenance {
  source: FactSource;
  url: string | null;
  asOf: string;
  asOfPrecision: AsOfPrecision;
}

/** '3 December 2026', 'May 2022', '2022': as exact as the source was. */
export function asOfWords(asOf: string, precision: AsOfPrecision): string {
  const [year = '', month = '1', day = '1'] = asOf.split('-');
  const monthName = MONTHS[Number(month) - 1] ?? '';
  if (precision === 'year') return year;
  if (precision === 'month') return `${monthName} ${year}`;
  return `${Number(day)} ${monthName} ${year}`;
}

/** 'royalarmouries.org' from 'https://www.royalarmouries.org/leeds/'. */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Whether a fact as of `asOf` is more than a year old on `today` (both YYYY-MM-DD). */
export function isStaleFact(asOf: string, today: string): boolean {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const limit = `${String(y - FACT_STALE_AFTER_MONTHS / 12).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return asOf < limit;
}

/**
 * The line under a panel: "Opening times from royalarmouries.org, as of May 2022 — check before
 * you go", "Checked by our moderators on 3 December 2026", "Supplied by a visitor on …".
 */
export function provenanceWords(what: string, fact: Provenance, today: string): string {
  const on = asOfWords(fact.asOf, fact.asOfPrecision);
  const old = isStaleFact(fact.asOf, today) ? ' (over a year ago)' : '';
  switch (fact.source) {
    case 'moderator':
      return `Checked by our moderators on ${on}${old}`;
    case 'visitor':
      return `Supplied by a visitor on ${on}${old}, not yet checked`;
    case 'venue':
      return `Checked with the venue on ${on}${old}`;
    default: {
      const from = fact.url ? sourceHost(fact.url) : factSourceLabels[fact.source].toLowerCase();
      const when = fact.asOfPrecision === 'stored' ? `as stored on ${on}` : `as of ${on}`;
      return `${what} from ${from}, ${when}${old} — check before you go`;
    }
  }
}
