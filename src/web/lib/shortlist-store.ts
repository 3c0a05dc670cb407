// "My shortlist" (docs/decisions/091): the places a visitor hearted, kept in their own
// browser's localStorage. No account, no cookie and no consent question: it is a function the
// visitor asked for, stored only where they asked for it, and never sent to us.

export interface Shortlist {
  name: string;
  /** Attraction ids, in the visitor's order. */
  ids: number[];
}

export const SHORTLIST_STORAGE_KEY = 'my-shortlist';
export const DEFAULT_SHORTLIST_NAME = 'My shortlist';
/** Enough for any day out; keeps a shared link well inside every browser's URL limit. */
export const MAX_SHORTLIST_PLACES = 50;
export const MAX_SHORTLIST_NAME_LENGTH = 60;

export const EMPTY_SHORTLIST: Shortlist = { name: DEFAULT_SHORTLIST_NAME, ids: [] };

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= 2_147_483_647;

/** A name as kept: trimmed, single-spaced, at most MAX_SHORTLIST_NAME_LENGTH; empty → default. */
export function cleanShortlistName(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  return text === '' ? DEFAULT_SHORTLIST_NAME : text.slice(0, MAX_SHORTLIST_NAME_LENGTH);
}

/** Any value → a valid shortlist: unknown ids dropped, duplicates removed, the cap applied. */
export function cleanShortlist(raw: unknown): Shortlist {
  if (typeof raw !== 'object' || raw === null) return EMPTY_SHORTLIST;
  const { name, ids } = raw as { name?: unknown; ids?: unknown };
  return {
    name: cleanShortlistName(name),
    ids: Array.isArray(ids) ? [...new Set(ids.filter(isId))].slice(0, MAX_SHORTLIST_PLACES) : [],
  };
}

/** What localStorage holds → a shortlist; anything unreadable is an empty one. */
export function parseStoredShortlist(text: string | null): Shortlist {
  if (!text) return EMPTY_SHORTLIST;
  try {
    return cleanShortlist(JSON.parse(text));
  } catch {
    return EMPTY_SHORTLIST;
  }
}

/** Adds a place at the end, or takes it off; null when the list is full. */
export function toggleShortlisted(list: Shortlist, id: number): Shortlist | null {
  if (list.ids.includes(id)) return { ...list, ids: list.ids.filter((x) => x !== id) };
  if (list.ids.length >= MAX_SHORTLIST_PLACES) return null;
  return { ...list, ids: [...list.ids, id] };
}

/** Moves a place `by` positions (−1 up, +1 down), staying inside the list. */
export function moveShortlisted(list: Shortlist, id: number, by: number): Shortlist {
  const from = list.ids.indexOf(id);
  if (from < 0) return list;
  const to = Math.min(list.ids.length - 1, Math.max(0, from + by));
  const ids = [...list.ids];
  ids.splice(from, 1);
  ids.splice(to, 0, id);
  return { ...list, ids };
}

/** '/shortlist/?ids=3,1,2&name=Half+term': the same list, opened anywhere. */
export function shortlistShareSearch(list: Shortlist): string {
  const params = new URLSearchParams({ ids: list.ids.join(','), name: list.name });
  return `?${params.toString().replaceAll('%2C', ',')}`;
}

/** A shared shortlist from the page's query, or null when it carries none. */
export function parseSharedShortlist(params: URLSearchParams): Shortlist | null {
  const ids = params.get('ids');
  if (ids === null) return null;
  const numbers = ids
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number);
  return cleanShortlist({ name: params.get('name'), ids: numbers });
}

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` when the shortlist changes, in this tab (a write through this module) or in
 * another (the browser's storage event), so every heart and the header count stay in step.
 */
export function subscribeShortlist(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHORTLIST_STORAGE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function writeShortlist(
  storage: Pick<Storage, 'setItem'> | undefined,
  list: Shortlist,
): void {
  try {
    storage?.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(cleanShortlist(list)));
  } catch {
    // Storage full or refused: the list simply is not kept.
  }
  for (const listener of listeners) listener();
}
