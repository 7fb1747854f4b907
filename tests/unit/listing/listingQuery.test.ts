// The listing query in the URL (SPEC §2, §9) and the immutable edits the listing controls make.
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  defaultListingQuery,
  emptyFilters,
  isListingActive,
  listingSearchParams,
  parseListingQuery,
  sameListingQuery,
  toggleTerm,
  withOnSale,
  withPrice,
  withRating,
  withSearch,
  withSort,
} from '../../../src/domain/catalog/listing/listingQuery';
import { maxSearchLength } from '../../../common/searchRules';
import type { ListingQuery, SortKey } from '../../../src/domain/catalog/listing/types';
import { seeded } from './fixtures';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('parseListingQuery', () => {
  it('defaults to the full list, newest first', () => {
    expect(parse('')).toEqual(defaultListingQuery());
    expect(defaultListingQuery()).toEqual({ filters: emptyFilters(), search: '', orderby: 'date', order: 'DESC' });
  });

  it('reads every parameter', () => {
    expect(parse('filter=category[hoodies]&search=%20Blue%20%20hoodie%20&orderby=price&order=asc')).toEqual({
      filters: { ...emptyFilters(), categories: ['hoodies'] },
      search: 'Blue hoodie',
      orderby: 'price',
      order: 'ASC',
    });
  });

  it('reads every sort key', () => {
    for (const key of ['date', 'price', 'rating', 'discount', 'alphabetically'] satisfies SortKey[]) {
      expect(parse(`orderby=${key}`).orderby).toBe(key);
    }
  });
});

describe('malformed query parameters fall back to their defaults, never a crash', () => {
  const cases: [url: string, expected: Partial<ListingQuery>][] = [
    ['orderby=popularity', {}],
    ['orderby=', {}],
    ['orderby=price;drop', {}],
    ['orderby=__proto__', {}],
    ['orderby=toString', {}],
    ['orderby=alphabetical', {}],
    ['orderby=%00', {}],
    ['order=up', {}],
    ['order=', {}],
    ['order=ASCENDING', {}],
    ['order=1', {}],
    ['order=%E2%80%8BASC', {}],
    ['search=%20%20%20', {}],
    ['search=%0A%09', {}],
    ['search', {}],
    ['filter=category[', {}],
    ['filter=price[cheap,]', {}],
    ['filter=rating[11]', {}],
    ['filter=%5B%5D%5B', {}],
    ['filter=sale[true', {}],
    ['orderby=PRICE&order=asc', { orderby: 'price', order: 'ASC' }],
    ['orderby=rating&orderby=price&order=desc&order=asc', { orderby: 'rating', order: 'DESC' }],
    ['filter=&search=&orderby=&order=', {}],
    ['foo=bar&page=2', {}],
  ];

  it.each(cases)('%s', (url, expected) => {
    expect(parse(url)).toEqual({ ...defaultListingQuery(), ...expected });
  });

  it('caps a long search without splitting a character', () => {
    expect(parse(`search=${'a'.repeat(500)}`).search).toBe('a'.repeat(maxSearchLength));
    const emoji = parse(`search=${encodeURIComponent('a'.repeat(maxSearchLength - 1) + '😀')}`).search;
    expect(emoji).toBe('a'.repeat(maxSearchLength - 1));
  });
});

describe('listingSearchParams', () => {
  it('writes only what differs from the default, in a fixed order', () => {
    expect(listingSearchParams(defaultListingQuery()).toString()).toBe('');
    const query: ListingQuery = {
      order: 'ASC',
      orderby: 'alphabetically',
      search: 'blue hoodie',
      filters: { ...emptyFilters(), onSale: true, categories: ['hoodies'] },
    };
    expect([...listingSearchParams(query).keys()]).toEqual(['filter', 'search', 'orderby', 'order']);
    expect(listingSearchParams(query).toString()).toBe('filter=category%5Bhoodies%5D%2Csale%5Btrue%5D&search=blue+hoodie&orderby=alphabetically&order=ASC');
  });

  it('leaves out the default sort key and order on their own', () => {
    expect(listingSearchParams(withSort(defaultListingQuery(), 'date', 'ASC')).toString()).toBe('order=ASC');
    expect(listingSearchParams(withSort(defaultListingQuery(), 'price', 'DESC')).toString()).toBe('orderby=price');
  });

  it('gives the same URL for the same query however it was put together', () => {
    const a = toggleTerm(toggleTerm(toggleTerm(defaultListingQuery(), 'pa_size', 'm'), 'category', 'b'), 'category', 'a');
    const b = toggleTerm(toggleTerm(toggleTerm(defaultListingQuery(), 'category', 'a'), 'pa_size', 'm'), 'category', 'b');
    expect(listingSearchParams(a).toString()).toBe(listingSearchParams(b).toString());
  });

  it('round-trips random queries through the URL', () => {
    const random = seeded(11);
    const keys: SortKey[] = ['date', 'price', 'rating', 'discount', 'alphabetically'];
    const words = ['blue', 'Hoodie', 'größe', '&', 'a+b', '100%', 't-shirt', '中文'];
    for (let run = 0; run < 300; run++) {
      let query = defaultListingQuery();
      if (random() < 0.5) query = toggleTerm(query, 'category', words[Math.floor(random() * words.length)]!);
      if (random() < 0.5) query = toggleTerm(query, 'pa_color', words[Math.floor(random() * words.length)]!);
      if (random() < 0.3) query = withPrice(query, random() < 0.5 ? null : Math.floor(random() * 100), Math.floor(random() * 300));
      if (random() < 0.3) query = withRating(query, 1 + Math.floor(random() * 5));
      if (random() < 0.3) query = withOnSale(query, true);
      if (random() < 0.5) query = withSearch(query, `${words[Math.floor(random() * words.length)]}  ${words[Math.floor(random() * words.length)]} `);
      query = withSort(query, keys[Math.floor(random() * keys.length)]!, random() < 0.5 ? 'ASC' : 'DESC');
      const url = listingSearchParams(query).toString();
      expect(parseListingQuery(new URLSearchParams(url))).toEqual(query);
    }
  });
});

describe('sameListingQuery', () => {
  it('is true for queries with the same URL however they were put together, false otherwise', () => {
    const a = toggleTerm(toggleTerm(defaultListingQuery(), 'category', 'b'), 'category', 'a');
    const b = toggleTerm(toggleTerm(defaultListingQuery(), 'category', 'a'), 'category', 'b');
    expect(a).not.toBe(b);
    expect(sameListingQuery(a, b)).toBe(true);
    expect(sameListingQuery(parse('search=%20hoodie%20'), parse('search=hoodie'))).toBe(true);
    expect(sameListingQuery(a, withSearch(a, 'x'))).toBe(false);
    expect(sameListingQuery(a, withSort(a, 'price', 'ASC'))).toBe(false);
  });
});

describe('isListingActive', () => {
  it('is off only for no filter, no search and the default sort', () => {
    expect(isListingActive(defaultListingQuery())).toBe(false);
    expect(isListingActive(toggleTerm(defaultListingQuery(), 'category', 'hoodies'))).toBe(true);
    expect(isListingActive(withPrice(defaultListingQuery(), null, 50))).toBe(true);
    expect(isListingActive(withRating(defaultListingQuery(), 3))).toBe(true);
    expect(isListingActive(withOnSale(defaultListingQuery(), true))).toBe(true);
    expect(isListingActive(withSearch(defaultListingQuery(), 'blue'))).toBe(true);
    expect(isListingActive(withSort(defaultListingQuery(), 'date', 'ASC'))).toBe(true);
    expect(isListingActive(withSort(defaultListingQuery(), 'price', 'DESC'))).toBe(true);
  });

  it('ignores filters the URL could not carry', () => {
    expect(isListingActive({ ...defaultListingQuery(), filters: { ...emptyFilters(), categories: [' '], rating: 9 } })).toBe(false);
  });
});

describe('query edits', () => {
  const start = defaultListingQuery();

  it('toggle categories and attribute terms without touching the original', () => {
    const once = toggleTerm(start, 'category', ' hoodies ');
    expect(once.filters.categories).toEqual(['hoodies']);
    expect(start.filters.categories).toEqual([]);
    const twice = toggleTerm(toggleTerm(once, 'category', 'caps'), 'category', 'hoodies');
    expect(twice.filters.categories).toEqual(['caps']);

    const colored = toggleTerm(toggleTerm(start, 'pa_color', 'red'), 'pa_color', 'blue');
    expect(colored.filters.attributes).toEqual({ pa_color: ['blue', 'red'] });
    expect(toggleTerm(toggleTerm(colored, 'pa_color', 'red'), 'pa_color', 'blue').filters.attributes).toEqual({});
  });

  it('refuse terms the URL could not carry', () => {
    expect(toggleTerm(start, 'category', 'a,b')).toBe(start);
    expect(toggleTerm(start, 'category', '  ')).toBe(start);
    expect(toggleTerm(start, 'color', 'blue')).toBe(start);
  });

  it('set price, rating, sale, search and sort', () => {
    expect(withPrice(start, 50, 10).filters.price).toEqual({ min: 10, max: 50 });
    expect(withPrice(start, Number.NaN, -3).filters.price).toEqual({ min: null, max: null });
    expect(withPrice(start, 9.999, null).filters.price).toEqual({ min: 10, max: null });
    expect(withRating(start, 4).filters.rating).toBe(4);
    expect(withRating(start, 4.5).filters.rating).toBeNull();
    expect(withRating(withRating(start, 4), null).filters.rating).toBeNull();
    expect(withOnSale(start, true).filters.onSale).toBe(true);
    expect(withSearch(start, '  Blue   hoodie ').search).toBe('Blue hoodie');
    expect(withSort(start, 'rating', 'ASC')).toMatchObject({ orderby: 'rating', order: 'ASC' });
    expect(start).toEqual(defaultListingQuery());
  });

  it('clear filters and search but keep the sort, so the empty state shows products again', () => {
    const busy = withSort(withSearch(withRating(toggleTerm(start, 'category', 'hoodies'), 5), 'nothing'), 'price', 'ASC');
    expect(clearFilters(busy)).toEqual({ filters: emptyFilters(), search: '', orderby: 'price', order: 'ASC' });
  });
});
