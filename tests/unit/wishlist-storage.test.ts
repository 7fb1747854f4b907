// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../src/domain/catalog/types';
import { parseWishlist, serializeWishlist } from '../../src/domain/wishlist/parseWishlist';
import { onStoredWishlistChange, readStoredWishlist, wishlistStorageKey, writeStoredWishlist } from '../../src/browser/wishlistStorage';

function product(databaseId: number, slug = `product-${databaseId}`): ProductSummary {
  return {
    databaseId,
    slug,
    name: `Product ${databaseId}`,
    type: 'VARIABLE',
    date: '2026-01-05T10:00:00Z',
    image: { src: `/images/${slug}.jpg`, alt: '' },
    prices: { price: [30, 40], regular: [40], sale: [30] },
    onSale: true,
    averageRating: 4.5,
    reviewCount: 2,
    stockStatus: 'ON_BACKORDER',
    stockQuantity: 3,
    categories: [{ databaseId: 7, slug: 'shirts', name: 'Shirts' }],
    terms: [{ taxonomy: 'pa_color', slug: 'navy' }],
  };
}

const stored = (items: unknown[]) => JSON.stringify({ version: 1, items });

const hint = () => document.cookie.split('; ').includes('storefront-wishlist=1');

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'storefront-wishlist=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('wishlist storage', () => {
  it('reads back what it wrote, in order', () => {
    const items = [product(2), product(1)];
    writeStoredWishlist(items);
    expect(readStoredWishlist()).toEqual(items);
  });

  it('reads an empty list when nothing is stored, and leaves no entry for an empty list', () => {
    expect(readStoredWishlist()).toEqual([]);
    writeStoredWishlist([product(1)]);
    writeStoredWishlist([]);
    expect(localStorage.getItem(wishlistStorageKey)).toBeNull();
  });

  it('keeps the hint cookie with what is stored, on each write and each read', () => {
    writeStoredWishlist([product(1)]);
    expect(hint()).toBe(true);
    writeStoredWishlist([]);
    expect(hint()).toBe(false);
    // A list stored before the hint existed gets it with the first read.
    localStorage.setItem(wishlistStorageKey, serializeWishlist([product(1)]));
    readStoredWishlist();
    expect(hint()).toBe(true);
    // Another tab or the visitor emptied the storage.
    localStorage.clear();
    readStoredWishlist();
    expect(hint()).toBe(false);
  });

  it('keeps the hint of the list stored before when the storage is full', () => {
    writeStoredWishlist([product(1)]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    writeStoredWishlist([product(2), product(1)]);
    expect(hint()).toBe(true);
  });

  it('keeps working when the storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeStoredWishlist([product(1)])).not.toThrow();
  });

  it('keeps working where site data is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(readStoredWishlist()).toEqual([]);
    expect(() => writeStoredWishlist([product(1)])).not.toThrow();
    // Nothing was kept, so the next page must not wait for a list.
    expect(hint()).toBe(false);
    expect(() => onStoredWishlistChange(() => {})()).not.toThrow();
  });

  it('reads an empty list when reading fails', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('broken');
    });
    expect(readStoredWishlist()).toEqual([]);
  });
});

describe('parseWishlist', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{"version":1,'],
    ['a bare array', JSON.stringify([product(1)])],
    ['another format version', JSON.stringify({ version: 2, items: [product(1)] })],
    ['no item list', JSON.stringify({ version: 1, items: 'product-1' })],
    ['null', 'null'],
  ])('reads an empty list from %s', (_, text) => {
    expect(parseWishlist(text)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no database id', { databaseId: undefined }],
    ['a fractional database id', { databaseId: 1.5 }],
    ['an empty slug', { slug: '' }],
    ['a numeric name', { name: 42 }],
    ['an unknown type', { type: 'BUNDLE' }],
    ['a numeric date', { date: 20260105 }],
    ['an image without a source', { image: { alt: '' } }],
    ['a price that is text', { prices: { price: ['40'], regular: [], sale: [] } }],
    ['no prices', { prices: null }],
    ['a sale flag that is text', { onSale: 'yes' }],
    ['a rating that is not a number', { averageRating: Number.NaN }],
    ['an unknown stock status', { stockStatus: 'SOLD_OUT' }],
    ['a stock quantity that is text', { stockQuantity: '3' }],
    ['a malformed category', { categories: [{ slug: 'shirts' }] }],
    ['terms that are not a list', { terms: {} }],
  ])('drops an item with %s and keeps the others', (_, change) => {
    const bad = { ...product(2), ...change };
    expect(parseWishlist(stored([product(1), bad, product(3)]))).toEqual([product(1), product(3)]);
  });

  it('drops items that are not objects', () => {
    expect(parseWishlist(stored([null, 'product-1', [product(1)], product(2)]))).toEqual([product(2)]);
  });

  it('accepts the optional fields when empty', () => {
    const bare = { ...product(1), date: null, image: null, stockStatus: null, stockQuantity: null, categories: [], terms: [] };
    expect(parseWishlist(stored([bare]))).toEqual([bare]);
  });

  it('keeps the first of duplicates and at most 100 items', () => {
    const items = Array.from({ length: 120 }, (_, index) => product(index + 1));
    const parsed = parseWishlist(stored([product(5, 'older-copy'), ...items]));
    expect(parsed).toHaveLength(100);
    expect(parsed[0]).toEqual(product(5, 'older-copy'));
    expect(parsed.filter((item) => item.databaseId === 5)).toHaveLength(1);
  });

  it('keeps only the fields of a product card', () => {
    const detailed = { ...product(1), descriptionHtml: '<p>Long</p>', variations: [] };
    expect(parseWishlist(stored([detailed]))).toEqual([product(1)]);
  });

  it('reads what serializeWishlist wrote', () => {
    expect(parseWishlist(serializeWishlist([product(1), product(2)]))).toEqual([product(1), product(2)]);
  });
});

describe('onStoredWishlistChange', () => {
  const storageEvent = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));

  it("hands over another tab's list, and an empty one when that tab cleared the storage", () => {
    const listener = vi.fn();
    const stop = onStoredWishlistChange(listener);
    storageEvent({ key: wishlistStorageKey, newValue: serializeWishlist([product(1)]), storageArea: localStorage });
    storageEvent({ key: wishlistStorageKey, newValue: null, storageArea: localStorage });
    storageEvent({ key: null, storageArea: localStorage });
    expect(listener.mock.calls).toEqual([[[product(1)]], [[]], [[]]]);
    stop();
  });

  it('ignores other keys, session storage, and everything after unsubscribing', () => {
    const listener = vi.fn();
    const stop = onStoredWishlistChange(listener);
    storageEvent({ key: 'cart', newValue: '[]', storageArea: localStorage });
    storageEvent({ key: wishlistStorageKey, newValue: serializeWishlist([product(1)]), storageArea: sessionStorage });
    stop();
    storageEvent({ key: wishlistStorageKey, newValue: serializeWishlist([product(1)]), storageArea: localStorage });
    expect(listener).not.toHaveBeenCalled();
  });
});
