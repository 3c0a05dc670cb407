import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache.js';

describe('count cache', () => {
  it('counts once per key and lifetime, and again after a clear', async () => {
    let now = 0;
    let counted = 0;
    const cache = createCountCache({ ttlMs: 1000, now: () => now });
    const count = async () => ++counted;
    expect(await Promise.all([cache.get('k', count), cache.get('k', count)])).toEqual([1, 1]);
    expect(await cache.get('other', count)).toBe(2);
    now = 1000;
    expect(await cache.get('k', count)).toBe(3);
    cache.clear();
    expect(await cache.get('k', count)).toBe(4);
  });

  it('keeps neither a failed count nor one that raced a write', async () => {
    const cache = createCountCache();
    await expect(
      cache.get('k', async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow();
    expect(await cache.get('k', async () => 7)).toBe(7);
    let release!: (n: number) => void;
    const racing = cache.get('r', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(1);
    expect(await racing).toBe(1);
    expect(await cache.get('r', async () => 2)).toBe(2);
  });

  it('stays bounded', async () => {
    const cache = createCountCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    expect(await cache.get('a', async () => 9)).toBe(9);
  });
});
