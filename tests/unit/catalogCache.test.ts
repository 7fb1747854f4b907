import { describe, expect, it, vi } from 'vitest';
import { CatalogCache } from '../../server/domain/catalog/catalog-cache';

const rows = (entries: [number, string][]) => new Map(entries);

describe('CatalogCache', () => {
  it('loads only what it does not hold, and remembers keys that were not found', async () => {
    const cache = new CatalogCache();
    cache.sync(1);
    const load = vi.fn(async (keys: number[]) => rows(keys.filter((key) => key !== 3).map((key) => [key, `row ${key}`])));
    expect(await cache.getMany('products', [1, 2, 3], load)).toEqual(rows([[1, 'row 1'], [2, 'row 2']]));
    expect(await cache.getMany('products', [2, 3, 4], load)).toEqual(rows([[2, 'row 2'], [4, 'row 4']]));
    expect(load.mock.calls).toEqual([[[1, 2, 3]], [[4]]]);
  });

  it('empties itself when the catalog version moves', async () => {
    const cache = new CatalogCache();
    cache.sync(1);
    let name = 'old';
    const load = vi.fn(async (keys: number[]) => rows(keys.map((key) => [key, name])));
    await cache.getMany('products', [1], load);
    name = 'new';
    cache.sync(1);
    expect(await cache.getMany('products', [1], load)).toEqual(rows([[1, 'old']]));
    cache.sync(2);
    expect(await cache.getMany('products', [1], load)).toEqual(rows([[1, 'new']]));
  });

  it('does not keep rows read under a version that another request has since replaced', async () => {
    const cache = new CatalogCache();
    cache.sync(1);
    let release: () => void = () => {};
    const slow = async (keys: number[]) => {
      await new Promise<void>((resolve) => (release = resolve));
      return rows(keys.map((key) => [key, 'read under version 1']));
    };
    const pending = cache.getMany('products', [1], slow);
    cache.sync(2);
    release();
    expect(await pending).toEqual(rows([[1, 'read under version 1']]));
    const fresh = vi.fn(async (keys: number[]) => rows(keys.map((key) => [key, 'read under version 2'])));
    expect(await cache.getMany('products', [1], fresh)).toEqual(rows([[1, 'read under version 2']]));
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('stays within its size', async () => {
    const cache = new CatalogCache(2);
    cache.sync(1);
    const load = vi.fn(async (keys: number[]) => rows(keys.map((key) => [key, `row ${key}`])));
    await cache.getMany('products', [1, 2], load);
    await cache.getMany('products', [3], load);
    await cache.getMany('products', [1], load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
