// The listing on the client (SPEC §4, §5, §9): filters, then search, then sorting.
import { describe, expect, it } from 'vitest';
import { applyListing } from '../../../src/domain/catalog/listing/applyListing';
import {
  defaultListingQuery,
  toggleTerm,
  withOnSale,
  withPrice,
  withRating,
  withSearch,
  withSort,
} from '../../../src/domain/catalog/listing/listingQuery';
import type { ListedProduct } from '../../../src/domain/catalog/listing/searchText';
import type { ListingQuery, SortKey, SortOrder } from '../../../src/domain/catalog/listing/types';
import { ids, product, seeded } from './fixtures';

const query = defaultListingQuery();
const sorted = (orderby: SortKey, order: SortOrder) => withSort(query, orderby, order);

describe('without an active query', () => {
  it('returns the list as it came, as a copy', () => {
    const list = [product({ id: 2 }), product({ id: 1 }), product({ id: 3, date: null })];
    const result = applyListing(list, query);
    expect(result).toEqual(list);
    expect(result).not.toBe(list);
    result.reverse();
    expect(ids(list)).toEqual([2, 1, 3]);
  });

  it('handles an empty list', () => {
    expect(applyListing([], query)).toEqual([]);
    expect(applyListing([], withSearch(withSort(query, 'price', 'ASC'), 'x'))).toEqual([]);
  });
});

describe('filters', () => {
  it('match any of the chosen categories', () => {
    const list = [
      product({ id: 1, categories: ['hoodies'] }),
      product({ id: 2, categories: ['t-shirts', 'sale'] }),
      product({ id: 3, categories: ['caps'] }),
      product({ id: 4, categories: [] }),
    ];
    const both = toggleTerm(toggleTerm(query, 'category', 'hoodies'), 'category', 't-shirts');
    expect(ids(applyListing(list, both))).toEqual([1, 2]);
    expect(ids(applyListing(list, toggleTerm(query, 'category', 'unknown')))).toEqual([]);
  });

  it('compare the price range, bounds included, with the highest price a product can have', () => {
    const list = [
      product({ id: 1, prices: { price: [10] } }),
      product({ id: 2, prices: { price: [20, 60] } }),
      product({ id: 3, prices: { price: [50] } }),
      product({ id: 4, prices: { price: [5, 40] } }),
      product({ id: 5, prices: { price: [] } }),
    ];
    expect(ids(applyListing(list, withPrice(query, 10, 50)))).toEqual([1, 3, 4]);
    expect(ids(applyListing(list, withPrice(query, 45, null)))).toEqual([2, 3]);
    expect(ids(applyListing(list, withPrice(query, null, 40)))).toEqual([1, 4]);
    expect(ids(applyListing(list, withPrice(query, 60, 60)))).toEqual([2]);
    expect(ids(applyListing(list, withPrice(query, 0, null)))).toEqual([1, 2, 3, 4]);
  });

  it('keep products rated at least the chosen stars', () => {
    const list = [
      product({ id: 1, averageRating: 4 }),
      product({ id: 2, averageRating: 3.99 }),
      product({ id: 3, averageRating: 5 }),
      product({ id: 4, averageRating: 0 }),
    ];
    expect(ids(applyListing(list, withRating(query, 4)))).toEqual([1, 3]);
    expect(ids(applyListing(list, withRating(query, 1)))).toEqual([1, 2, 3]);
  });

  it('keep only products on sale', () => {
    const list = [product({ id: 1, onSale: true }), product({ id: 2 }), product({ id: 3, onSale: true })];
    expect(ids(applyListing(list, withOnSale(query, true)))).toEqual([1, 3]);
  });

  it('need a term of each attribute taxonomy given: any term within one, all taxonomies together', () => {
    const list = [
      product({ id: 1, terms: [['pa_color', 'blue'], ['pa_size', 'm']] }),
      product({ id: 2, terms: [['pa_color', 'red'], ['pa_size', 'l']] }),
      product({ id: 3, terms: [['pa_color', 'blue']] }),
      product({ id: 4, terms: [['pa_size', 'm'], ['pa_color', 'green']] }),
      product({ id: 5, terms: [['pa_material', 'blue'], ['pa_size', 'm']] }),
      product({ id: 6, terms: [] }),
    ];
    const blueOrRed = toggleTerm(toggleTerm(query, 'pa_color', 'blue'), 'pa_color', 'red');
    expect(ids(applyListing(list, blueOrRed))).toEqual([1, 2, 3]);
    expect(ids(applyListing(list, toggleTerm(blueOrRed, 'pa_size', 'm')))).toEqual([1]);
    expect(ids(applyListing(list, toggleTerm(toggleTerm(blueOrRed, 'pa_size', 'm'), 'pa_size', 'l')))).toEqual([1, 2]);
    expect(ids(applyListing(list, toggleTerm(query, 'pa_weight', 'heavy')))).toEqual([]);
  });

  it('combine: every filter must hold', () => {
    const list = [
      product({ id: 1, categories: ['hoodies'], prices: { price: [30] }, onSale: true, averageRating: 5, terms: [['pa_color', 'blue']] }),
      product({ id: 2, categories: ['hoodies'], prices: { price: [30] }, onSale: false, averageRating: 5, terms: [['pa_color', 'blue']] }),
      product({ id: 3, categories: ['hoodies'], prices: { price: [90] }, onSale: true, averageRating: 5, terms: [['pa_color', 'blue']] }),
      product({ id: 4, categories: ['caps'], prices: { price: [30] }, onSale: true, averageRating: 5, terms: [['pa_color', 'blue']] }),
      product({ id: 5, categories: ['hoodies'], prices: { price: [30] }, onSale: true, averageRating: 2, terms: [['pa_color', 'blue']] }),
      product({ id: 6, categories: ['hoodies'], prices: { price: [30] }, onSale: true, averageRating: 5, terms: [['pa_color', 'red']] }),
    ];
    const all = toggleTerm(withOnSale(withRating(withPrice(toggleTerm(query, 'category', 'hoodies'), 10, 50), 4), true), 'pa_color', 'blue');
    expect(ids(applyListing(list, all))).toEqual([1]);
  });

  it('use only what a URL could carry from a query built by hand', () => {
    const list = [product({ id: 1, categories: ['hoodies'] }), product({ id: 2, categories: ['caps'] })];
    const handMade: ListingQuery = {
      ...query,
      filters: {
        ...query.filters,
        categories: [' caps ', 'a,b'],
        rating: 9,
        price: { min: -5, max: Number.NaN },
        attributes: { category: ['hoodies'], pa_color: [' '] },
      },
    };
    expect(ids(applyListing(list, handMade))).toEqual([2]);
    const reversed = { ...query, filters: { ...query.filters, price: { min: 50, max: 10 } } };
    expect(ids(applyListing([product({ id: 1, prices: { price: [30] } })], reversed))).toEqual([1]);
  });
});

describe('search', () => {
  const list = [
    product({ id: 1, name: 'Blue Hoodie' }),
    product({ id: 2, name: 'Cap', shortDescription: '<p>A <strong>BLUE</strong> cap</p>' }),
    product({ id: 3, name: 'Scarf', description: '<div class="blue">Made of wool</div>' }),
    product({ id: 4, name: 'Sweater', description: '<p>Knitted in <em>Portugal</em>, deep blue.</p>' }),
    product({ id: 5, name: 'Tee', shortDescription: 'Organic&nbsp;cotton &amp; linen' }),
  ];

  it('finds the term in name, short description or description, ignoring case', () => {
    expect(ids(applyListing(list, withSearch(query, 'blue')))).toEqual([1, 2, 4]);
    expect(ids(applyListing(list, withSearch(query, 'BLUE hood')))).toEqual([1]);
    expect(ids(applyListing(list, withSearch(query, 'made of')))).toEqual([3]);
    expect(ids(applyListing(list, withSearch(query, 'portugal, deep')))).toEqual([4]);
  });

  it('does not match markup as text but does match decoded entities', () => {
    expect(ids(applyListing(list, withSearch(query, 'class')))).toEqual([]);
    expect(ids(applyListing(list, withSearch(query, 'strong')))).toEqual([]);
    expect(ids(applyListing(list, withSearch(query, 'organic cotton & linen')))).toEqual([5]);
    expect(ids(applyListing(list, withSearch(query, 'nbsp')))).toEqual([]);
  });

  it('trims and collapses the term, and never matches across fields', () => {
    expect(ids(applyListing(list, { ...query, search: '   Made   of  ' }))).toEqual([3]);
    expect(ids(applyListing(list, withSearch(query, 'cap a blue')))).toEqual([]);
    expect(ids(applyListing(list, withSearch(query, 'x')))).toEqual([]);
    expect(ids(applyListing(list, withSearch(query, 'e')))).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds exactly what a plain substring test finds', () => {
    const random = seeded(3);
    const letters = 'aabbcde xyzäß😀-'.split('');
    const text = (length: number) => Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const many = Array.from({ length: 300 }, (_, i) => product({ id: i + 1, name: text(8), shortDescription: text(20), description: text(60) }));
    for (let run = 0; run < 200; run++) {
      const source = many[Math.floor(random() * many.length)]!.searchText;
      const start = Math.floor(random() * source.length);
      const term = random() < 0.7 ? source.slice(start, start + 1 + Math.floor(random() * 6)) : text(1 + Math.floor(random() * 4));
      const expected = many.filter((listed) => listed.searchText.includes(term.trim().replace(/\s+/g, ' ').toLowerCase()));
      expect(ids(applyListing(many, { ...query, search: term }))).toEqual(ids(term.trim() ? expected : many));
    }
  });

  it('runs after the filters', () => {
    const filtered = toggleTerm(withSearch(query, 'blue'), 'category', 'none');
    expect(applyListing(list, filtered)).toEqual([]);
  });
});

describe('sorting', () => {
  // Incoming order is the server's (newest first); ties must keep it in both directions.
  function check(list: ListedProduct[], orderby: SortKey, asc: number[], desc: number[]) {
    expect(ids(applyListing(list, sorted(orderby, 'ASC')))).toEqual(asc);
    expect(ids(applyListing(list, sorted(orderby, 'DESC')))).toEqual(desc);
  }

  it('by date, newest first by default, undated as the oldest', () => {
    const list = [
      product({ id: 1, date: '2026-01-03T10:00:00' }),
      product({ id: 2, date: '2026-01-05T10:00:00' }),
      product({ id: 3, date: '2026-01-03T10:00:00' }),
      product({ id: 4, date: null }),
      product({ id: 5, date: '2026-01-04T09:00:00+02:00' }),
      product({ id: 6, date: 'not a date' }),
    ];
    expect(ids(applyListing(list, sorted('date', 'ASC')))).toEqual([4, 6, 1, 3, 5, 2]);
    // Newest first is the default: alone it leaves the server's order, with a search it sorts.
    expect(ids(applyListing(list, sorted('date', 'DESC')))).toEqual(ids(list));
    expect(ids(applyListing(list, withSearch(sorted('date', 'DESC'), 'product')))).toEqual([2, 5, 1, 3, 4, 6]);
  });

  it('by price: ascending by the lowest price, descending by the highest, unpriced last', () => {
    const list = [
      product({ id: 1, prices: { price: [30] } }),
      product({ id: 2, prices: { price: [10, 300] } }),
      product({ id: 3, prices: { price: [] } }),
      product({ id: 4, prices: { price: [30] } }),
      product({ id: 5, prices: { price: [20, 25] } }),
    ];
    check(list, 'price', [2, 5, 1, 4, 3], [2, 1, 4, 5, 3]);
  });

  it('by rating, ties going to more reviews', () => {
    const list = [
      product({ id: 1, averageRating: 4, reviewCount: 2 }),
      product({ id: 2, averageRating: 4.5, reviewCount: 1 }),
      product({ id: 3, averageRating: 4, reviewCount: 10 }),
      product({ id: 4, averageRating: 0, reviewCount: 0 }),
      product({ id: 5, averageRating: 4, reviewCount: 2 }),
    ];
    check(list, 'rating', [4, 1, 5, 3, 2], [2, 3, 1, 5, 4]);
  });

  it('by discount, products without one last when descending', () => {
    const list = [
      product({ id: 1, prices: { price: [50], regular: [100], sale: [50] }, onSale: true }),
      product({ id: 2, prices: { price: [100], regular: [100], sale: [] } }),
      product({ id: 3, prices: { price: [90], regular: [100], sale: [90] }, onSale: true }),
      product({ id: 4, prices: { price: [9, 18], regular: [10, 20], sale: [9, 18] }, onSale: true }),
      product({ id: 5, prices: { price: [80], regular: [80], sale: [] } }),
    ];
    // Product 4 takes the largest share off its dearest price: (20 − 9) / 20 = 55 %.
    check(list, 'discount', [2, 5, 3, 1, 4], [4, 1, 3, 2, 5]);
  });

  it('alphabetically, locale-aware and numeric, equal names in incoming order', () => {
    const list = [
      product({ id: 1, name: 'Zebra Tee' }),
      product({ id: 2, name: 'Äpfel Socks' }),
      product({ id: 3, name: 'apfel socks' }),
      product({ id: 4, name: 'Size 10 Cap' }),
      product({ id: 5, name: 'Size 2 Cap' }),
      product({ id: 6, name: 'banana' }),
    ];
    check(list, 'alphabetically', [2, 3, 6, 5, 4, 1], [1, 4, 5, 6, 2, 3]);
  });

  it('sorts what the filters and search left', () => {
    const list = [
      product({ id: 1, name: 'Blue B', prices: { price: [30] } }),
      product({ id: 2, name: 'Red A', prices: { price: [10] } }),
      product({ id: 3, name: 'Blue C', prices: { price: [20] } }),
      product({ id: 4, name: 'Blue D', prices: { price: [90] } }),
    ];
    const q = withSort(withPrice(withSearch(query, 'blue'), null, 50), 'price', 'ASC');
    expect(ids(applyListing(list, q))).toEqual([3, 1]);
  });
});

describe('the list index', () => {
  it('follows a list that grew, and keeps lists apart', () => {
    const list = [product({ id: 1, prices: { price: [5] } }), product({ id: 2, prices: { price: [50] } })];
    const q = withPrice(query, 10, null);
    expect(ids(applyListing(list, q))).toEqual([2]);
    list.push(product({ id: 3, prices: { price: [70] } }));
    expect(ids(applyListing(list, q))).toEqual([2, 3]);
    expect(ids(applyListing(list.slice(0, 1), q))).toEqual([]);
  });

  it('answers repeated and changing queries on the same list alike', () => {
    const list = Array.from({ length: 60 }, (_, i) =>
      product({ id: i + 1, name: `Item ${(i * 7) % 60}`, prices: { price: [(i * 13) % 100] }, categories: [i % 2 ? 'odd' : 'even'] }),
    );
    const q = withSort(toggleTerm(withSearch(query, 'item 1'), 'category', 'odd'), 'alphabetically', 'DESC');
    const first = ids(applyListing(list, q));
    applyListing(list, withSort(query, 'price', 'ASC'));
    expect(ids(applyListing(list, q))).toEqual(first);
    const expected = list
      .filter((listed) => listed.categories[0]!.slug === 'odd' && listed.name.toLowerCase().includes('item 1'))
      .sort((a, b) => b.name.localeCompare(a.name, 'en', { numeric: true }))
      .map((listed) => listed.databaseId);
    expect(first).toEqual(expected);
  });
});
