import { describe, expect, it } from 'vitest';
import { createListCache, normalisedKey, strongEtag } from './list-cache.js';

const bytes = (text: string) => Buffer.from(text);

describe('list cache', () => {
  it('loads once, then serves the stored bytes with their strong ETag', async () => {
    const cache = createListCache();
    let loads = 0;
    const load = async () => bytes(`answer ${++loads}`);
    const first = await cache.getOrLoad('k', load);
    const second = await cache.getOrLoad('k', load);
    expect(loads).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(second.etag).toBe(first.etag);
    expect(first.etag).toBe(strongEtag(bytes('answer 1')));
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createListCache();
    let loads = 0;
    const load = () =>
      new Promise<Buffer>((resolve) => setTimeout(() => resolve(bytes(`v${++loads}`)), 5));
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', load)));
    expect(loads).toBe(1);
    expect(new Set(answers.map((a) => a.body.toString()))).toEqual(new Set(['v1']));
  });

  it('evicts the least recently used entry beyond maxEntries or maxBytes', async () => {
    const cache = createListCache({ maxEntries: 2, maxBytes: 10 });
    await cache.getOrLoad('a', async () => bytes('aaa'));
    await cache.getOrLoad('b', async () => bytes('bbb'));
    await cache.getOrLoad('a', async () => bytes('new'));
    await cache.getOrLoad('c', async () => bytes('ccc'));
    expect(cache.stats.entries).toBe(2);
    expect((await cache.getOrLoad('a', async () => bytes('reloaded'))).body.toString()).toBe('aaa');
    expect((await cache.getOrLoad('b', async () => bytes('reloaded'))).body.toString()).toBe(
      'reloaded',
    );
    await cache.getOrLoad('big', async () => bytes('x'.repeat(9)));
    expect(cache.stats.bytes).toBeLessThanOrEqual(10);
    await cache.getOrLoad('huge', async () => bytes('x'.repeat(11)));
    expect(cache.stats.bytes).toBeLessThanOrEqual(10);
  });

  it('expires entries after their lifetime', async () => {
    let now = 0;
    const cache = createListCache({ ttlMs: 1000, now: () => now });
    await cache.getOrLoad('k', async () => bytes('old'));
    now = 999;
    expect((await cache.getOrLoad('k', async () => bytes('new'))).body.toString()).toBe('old');
    now = 1000;
    expect((await cache.getOrLoad('k', async () => bytes('new'))).body.toString()).toBe('new');
  });

  it('does not keep an answer loaded across a clear (a write happened meanwhile)', async () => {
    const cache = createListCache();
    let release!: () => void;
    const pending = cache.getOrLoad(
      'k',
      () => new Promise<Buffer>((resolve) => (release = () => resolve(bytes('before write')))),
    );
    cache.clear();
    release();
    expect((await pending).body.toString()).toBe('before write');
    expect(cache.stats.entries).toBe(0);
    expect((await cache.getOrLoad('k', async () => bytes('after write'))).body.toString()).toBe(
      'after write',
    );
  });

  it('loads every time when switched off, and does not cache a failed load', async () => {
    const cache = createListCache();
    cache.setEnabled(false);
    await cache.getOrLoad('k', async () => bytes('a'));
    expect((await cache.getOrLoad('k', async () => bytes('b'))).body.toString()).toBe('b');
    expect(cache.stats.entries).toBe(0);
    cache.setEnabled(true);
    await expect(
      cache.getOrLoad('k', async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect((await cache.getOrLoad('k', async () => bytes('c'))).body.toString()).toBe('c');
  });
});

describe('list cache aliases', () => {
  it('finds a fresh answer by the raw URL it was served for, until cleared or expired', async () => {
    let now = 0;
    const cache = createListCache({ ttlMs: 1000, now: () => now });
    expect(cache.lookup('/x?a=1')).toBeUndefined();
    const answer = await cache.getOrLoad('key', async () => bytes('v'), '/x?a=1');
    expect(cache.lookup('/x?a=1')).toBe(answer);
    expect(cache.lookup('/x?a=2')).toBeUndefined();
    now = 1000;
    expect(cache.lookup('/x?a=1')).toBeUndefined();
    await cache.getOrLoad('key', async () => bytes('w'), '/x?a=1');
    cache.clear();
    expect(cache.lookup('/x?a=1')).toBeUndefined();
    cache.setEnabled(false);
    await cache.getOrLoad('key', async () => bytes('w'), '/x?a=1');
    expect(cache.lookup('/x?a=1')).toBeUndefined();
  });
});

describe('normalisedKey', () => {
  it('ignores key order, repeated-value order, duplicates and absent values', () => {
    const a = normalisedKey('attractions', {
      category: ['zoo', 'aquarium'],
      page: 1,
      search: undefined,
      region: [],
    });
    const b = normalisedKey('attractions', { page: 1, category: ['aquarium', 'zoo', 'zoo'] });
    expect(a).toBe(b);
    expect(normalisedKey('categories', { page: 1 })).not.toBe(
      normalisedKey('regions', { page: 1 }),
    );
    expect(normalisedKey('x', { page: 1 })).not.toBe(normalisedKey('x', { page: '1' }));
  });
});
