// A rendered page's metadata (decision 188): the table's entry for its path
// (src/contract/page-meta.ts), with what the page said about itself as it rendered on top. An
// attraction page names the place it shows; its title, description, picture and JSON-LD come
// from that place, here, so none of this is in the browser's JavaScript.
import type { Attraction } from '../../contract/attraction';
import { pageHref } from '../../contract/page-routes';
import { summarise, tablePageMeta, type PageMeta, type PageNote } from '../../contract/page-meta';
import { attractionJsonLd } from './attraction-json-ld';

export interface PageNotes {
  sink: { note(note: PageNote): void };
  /** The title the page names itself by, as last noted. */
  title(): string | null;
  meta(pathname: string, site: { productName: string; publicUrl: string }): PageMeta;
}

function placeMeta(place: Attraction, publicUrl: string): PageMeta {
  const canonicalPath = pageHref.attraction(place.id);
  return {
    status: 200,
    page: place.name,
    description: summarise(place.description),
    canonicalPath,
    ogType: 'place',
    // Our own photo only: a hot-linked image URL is no longer shown anywhere (decision 168).
    image: place.photo ? new URL(place.photo.src, publicUrl).toString() : null,
    jsonLd: attractionJsonLd(place, new URL(canonicalPath, publicUrl).toString()),
  };
}

/** Collects one render's notes; the last note of each kind wins, as the page last rendered. */
export function collectPageNotes(): PageNotes {
  let noted: PageNote = {};
  return {
    sink: {
      note(note) {
        noted = { ...noted, ...note };
      },
    },
    title: () => noted.title ?? null,
    meta(pathname, { productName, publicUrl }) {
      const { title: _title, place, ...said } = noted;
      const base = tablePageMeta(pathname, productName);
      // A page that says it is not what its path names (a 404, a closed place) is only that.
      if (said.status !== undefined && said.status !== 200) {
        return {
          status: said.status,
          page: base.page,
          description: '',
          canonicalPath: null,
          ...said,
        };
      }
      return { ...(place ? placeMeta(place, publicUrl) : base), ...said };
    },
  };
}
