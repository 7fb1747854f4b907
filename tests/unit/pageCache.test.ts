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

describe('PageCache across catalog generations', () => {
  const pagesKept = (cache: PageCache<string>) => cache.gauge(() => 0).entries;

  it('lets the pages of an older generation go once a newer one is asked for', async () => {
    const cache = new PageCache<string>(60_000);
    await cache.get('1 /a', async () => 'a', undefined, '1');
    await cache.get('1 /b', async () => 'b', undefined, '1');
    expect(pagesKept(cache)).toBe(2);
    await cache.get('2 /a', async () => 'new a', undefined, '2');
    expect(pagesKept(cache)).toBe(1);
  });

  it('does not keep a page made under a generation another request has replaced meanwhile', async () => {
    const cache = new PageCache<string>(60_000);
    let finish!: (value: string) => void;
    const older = cache.get('1 /a', () => new Promise<string>((resolve) => (finish = resolve)), undefined, '1');
    await cache.get('2 /a', async () => 'new a', undefined, '2');
    finish('a');
    expect(await older).toBe('a');
    expect(pagesKept(cache)).toBe(1);
  });
});
