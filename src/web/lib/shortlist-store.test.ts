import { describe, expect, it } from 'vitest';
import {
  cleanShortlist,
  DEFAULT_SHORTLIST_NAME,
  MAX_SHORTLIST_NAME_LENGTH,
  MAX_SHORTLIST_PLACES,
  moveShortlisted,
  parseSharedShortlist,
  parseStoredShortlist,
  SHORTLIST_STORAGE_KEY,
  shortlistShareSearch,
  subscribeShortlist,
  toggleShortlisted,
  writeShortlist,
} from './shortlist-store';

const list = (ids: number[], name = 'Half term') => ({ name, ids });

describe('the stored shortlist', () => {
  it('reads what it wrote, and an empty list from nothing or rubbish', () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void store.set(k, v) };
    writeShortlist(storage, list([3, 1]));
    expect(parseStoredShortlist(store.get(SHORTLIST_STORAGE_KEY) ?? null)).toEqual(list([3, 1]));
    for (const text of [null, '', '{', '[]', '"x"', '{"ids":"1,2"}']) {
      expect(parseStoredShortlist(text)).toEqual({ name: DEFAULT_SHORTLIST_NAME, ids: [] });
    }
  });

  it('drops bad and repeated ids, caps the length and tidies the name', () => {
    const cleaned = cleanShortlist({
      name: `  ${'a'.repeat(80)}  `,
      ids: [1, 1, 0, -2, 2.5, '3', 4, 2 ** 31, ...Array.from({ length: 60 }, (_, i) => i + 10)],
    });
    expect(cleaned.ids.slice(0, 3)).toEqual([1, 4, 10]);
    expect(cleaned.ids).toHaveLength(MAX_SHORTLIST_PLACES);
    expect(cleaned.name).toHaveLength(MAX_SHORTLIST_NAME_LENGTH);
    expect(cleanShortlist({ name: '   ', ids: [] }).name).toBe(DEFAULT_SHORTLIST_NAME);
  });

  it('tells subscribers of every write', () => {
    let calls = 0;
    const stop = subscribeShortlist(() => calls++);
    writeShortlist(undefined, list([1]));
    stop();
    writeShortlist(undefined, list([2]));
    expect(calls).toBe(1);
  });
});

describe('changing the shortlist', () => {
  it('toggles a place on and off, refusing one more when full', () => {
    expect(toggleShortlisted(list([1]), 2)).toEqual(list([1, 2]));
    expect(toggleShortlisted(list([1, 2]), 1)).toEqual(list([2]));
    const full = list(Array.from({ length: MAX_SHORTLIST_PLACES }, (_, i) => i + 1));
    expect(toggleShortlisted(full, 999)).toBeNull();
    expect(toggleShortlisted(full, 1)?.ids).toHaveLength(MAX_SHORTLIST_PLACES - 1);
  });

  it('moves a place up and down within the ends', () => {
    expect(moveShortlisted(list([1, 2, 3]), 3, -1).ids).toEqual([1, 3, 2]);
    expect(moveShortlisted(list([1, 2, 3]), 1, -1).ids).toEqual([1, 2, 3]);
    expect(moveShortlisted(list([1, 2, 3]), 1, 1).ids).toEqual([2, 1, 3]);
    expect(moveShortlisted(list([1, 2, 3]), 3, 1).ids).toEqual([1, 2, 3]);
    expect(moveShortlisted(list([1, 2]), 9, 1).ids).toEqual([1, 2]);
  });
});

describe('sharing', () => {
  it('makes ?ids=…&name=… that opens the same list', () => {
    const shared = list([12, 3, 7], 'Half term & rain');
    const search = shortlistShareSearch(shared);
    expect(search).toBe('?ids=12,3,7&name=Half+term+%26+rain');
    expect(parseSharedShortlist(new URLSearchParams(search))).toEqual(shared);
  });

  it('reads a hand-edited link forgivingly, and nothing without ids', () => {
    expect(parseSharedShortlist(new URLSearchParams('ids=4,x,,4,5'))).toEqual({
      name: DEFAULT_SHORTLIST_NAME,
      ids: [4, 5],
    });
    expect(parseSharedShortlist(new URLSearchParams('name=x'))).toBeNull();
  });
});
