import { describe, expect, it, vi } from 'vitest';
import { PageCache } from '../../server/http/pageCache';

describe('PageCache', () => {
  it('reuses a value within its lifetime and shares concurrent misses', async () => {
    const cache = new PageCache<number>(60_000);
    const make = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get('k', make), cache.get('k', make)]);
    expect([a, b, await cache.get('k', make)]).toEqual([42, 42, 42]);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing when turned off or when the value is not cacheable', async () => {
    const off = new PageCache<number>(0);
    const make = vi.fn(async () => 1);
    await off.get('k', make);
    await off.get('k', make);
    expect(make).toHaveBeenCalledTimes(2);

    const cache = new PageCache<number>(60_000);
    const failing = vi.fn(async () => 500);
    await cache.get('k', failing, (value) => value < 500);
    await cache.get('k', failing, (value) => value < 500);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new PageCache<string>(60_000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'stale');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'new a')).toBe('a');
    expect(await cache.get('b', async () => 'new b')).toBe('new b');
  });
});
