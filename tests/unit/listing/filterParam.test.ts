// The `filter` parameter (SPEC §5): reading, canonical writing, round trips and malformed input.
import { describe, expect, it } from 'vitest';
import { formatFilterParam, maxFilterParamLength, parseFilterParam } from '../../../src/domain/catalog/listing/filterParam';
import { emptyFilters } from '../../../src/domain/catalog/listing/listingQuery';
import type { ListingFilters } from '../../../src/domain/catalog/listing/types';
import { seeded } from './fixtures';

function filters(parts: Partial<ListingFilters>): ListingFilters {
  return { ...emptyFilters(), ...parts };
}

describe('parseFilterParam', () => {
  it('reads every kind of group', () => {
    expect(parseFilterParam('category[hoodies,t-shirts],price[10,50],rating[4],sale[true],pa_color[blue,red],pa_size[m]')).toEqual({
      categories: ['hoodies', 't-shirts'],
      price: { min: 10, max: 50 },
      rating: 4,
      onSale: true,
      attributes: { pa_color: ['blue', 'red'], pa_size: ['m'] },
    });
  });

  it('reads open price bounds and decimals', () => {
    expect(parseFilterParam('price[,50]').price).toEqual({ min: null, max: 50 });
    expect(parseFilterParam('price[10,]').price).toEqual({ min: 10, max: null });
    expect(parseFilterParam('price[9.99,19.5]').price).toEqual({ min: 9.99, max: 19.5 });
    expect(parseFilterParam('price[0,0]').price).toEqual({ min: 0, max: 0 });
  });

  it('swaps reversed price bounds', () => {
    expect(parseFilterParam('price[50,10]').price).toEqual({ min: 10, max: 50 });
  });

  it('trims, sorts and de-duplicates values, and merges repeated groups', () => {
    expect(parseFilterParam(' category[ t-shirts , hoodies,hoodies ] , category[caps]').categories).toEqual(['caps', 'hoodies', 't-shirts']);
    expect(parseFilterParam('pa_color[red],pa_color[blue,red]').attributes).toEqual({ pa_color: ['blue', 'red'] });
  });

  it('keeps slugs as given, apart from trimming', () => {
    expect(parseFilterParam('category[Hoodies,größe-xl,%c3%a4]').categories).toEqual(['%c3%a4', 'Hoodies', 'größe-xl']);
  });

  it('is empty for no parameter', () => {
    expect(parseFilterParam(null)).toEqual(emptyFilters());
    expect(parseFilterParam('')).toEqual(emptyFilters());
  });
});

describe('malformed filter parameters are left out, never a crash', () => {
  const long = 'a'.repeat(maxFilterParamLength);
  const cases: [input: string, expected: Partial<ListingFilters>][] = [
    ['category', {}],
    ['category[', {}],
    ['category[hoodies', {}],
    ['category]hoodies[', {}],
    ['[hoodies]', {}],
    ['unknown[hoodies]', {}],
    ['__proto__[x],constructor[y]', {}],
    ['category[]', {}],
    ['category[,, ,]', {}],
    ['category[a[b]', {}],
    [`category[${'x'.repeat(201)}]`, {}],
    [`category[${long}]`, {}],
    [`category[a],${long}`, { categories: ['a'] }],
    ['price[abc,50]', {}],
    ['price[10]', {}],
    ['price[1,2,3]', {}],
    ['price[-5,10]', {}],
    ['price[1e3,]', {}],
    ['price[Infinity,]', {}],
    ['price[0x10,20]', {}],
    ['price[,]', {}],
    ['price[99999999999,]', {}],
    ['rating[0]', {}],
    ['rating[6]', {}],
    ['rating[4.5]', {}],
    ['rating[four]', {}],
    ['rating[4,5]', {}],
    ['sale[false]', {}],
    ['sale[yes]', {}],
    ['sale[]', {}],
    ['pa_[blue]', {}],
    ['pa_color[]', {}],
    ['pa_col or[blue]', {}],
    ['pa_color[blue]]]pa_size[m]', { attributes: { pa_color: ['blue'] } }],
    ['category[a]junk,pa_size[m]', { categories: ['a'] }],
    ['category[hoodies],price[abc],rating[9],sale[maybe]', { categories: ['hoodies'] }],
    ['\u0000[a],\uD800[b]', {}],
  ];

  it.each(cases)('%j', (input, expected) => {
    expect(parseFilterParam(input)).toEqual(filters(expected));
  });

  it('stops early on absurdly long input', () => {
    const huge = 'category[a],'.repeat(200_000);
    expect(parseFilterParam(huge)).toEqual(filters({ categories: ['a'] }));
  });
});

describe('formatFilterParam', () => {
  it('is empty when nothing is set', () => {
    expect(formatFilterParam(emptyFilters())).toBe('');
  });

  it('writes keys in a fixed order and values sorted and unique', () => {
    const written = formatFilterParam({
      attributes: { pa_size: ['m'], pa_color: ['red', 'blue', 'red'] },
      onSale: true,
      rating: 4,
      price: { min: 10, max: 50 },
      categories: ['t-shirts', 'hoodies'],
    });
    expect(written).toBe('category[hoodies,t-shirts],price[10,50],rating[4],sale[true],pa_color[blue,red],pa_size[m]');
  });

  it('writes open price bounds', () => {
    expect(formatFilterParam(filters({ price: { min: null, max: 50 } }))).toBe('price[,50]');
    expect(formatFilterParam(filters({ price: { min: 12.5, max: null } }))).toBe('price[12.5,]');
  });

  it('leaves out what the format cannot carry', () => {
    const written = formatFilterParam(
      filters({
        categories: ['a,b', 'c[d]', ' ', 'ok'],
        price: { min: Number.NaN, max: -1 },
        rating: 7,
        attributes: { color: ['blue'], pa_size: [] },
      }),
    );
    expect(written).toBe('category[ok]');
  });

  it('gives equal filters equal text whatever their order', () => {
    const a = filters({ categories: ['b', 'a'], attributes: { pa_size: ['s', 'm'], pa_color: ['red'] } });
    const b = filters({ categories: ['a', 'b', 'a'], attributes: { pa_color: ['red'], pa_size: ['m', 's'] } });
    expect(formatFilterParam(a)).toBe(formatFilterParam(b));
  });
});

describe('round trip', () => {
  const random = seeded(7);
  const characters = 'abcxyz0189-_ äöüé中%&=+?#/'.split('');
  const integer = (below: number) => Math.floor(random() * below);
  const slug = () => {
    const text = Array.from({ length: 1 + integer(12) }, () => characters[integer(characters.length)]).join('').trim();
    return text || 'x';
  };
  const slugs = (most: number) => [...new Set(Array.from({ length: integer(most + 1) }, slug))].sort();
  const price = () => (random() < 0.3 ? null : integer(30000) / 100);

  function randomFilters(): ListingFilters {
    const attributes: Record<string, string[]> = {};
    for (const taxonomy of ['pa_color', 'pa_size', 'pa_fabric-type', 'pa_x']) {
      const values = slugs(3);
      if (random() < 0.5 && values.length > 0) attributes[taxonomy] = values;
    }
    let min = price();
    let max = price();
    if (min !== null && max !== null && min > max) [min, max] = [max, min];
    return {
      categories: slugs(4),
      price: { min, max },
      rating: random() < 0.5 ? null : 1 + integer(5),
      onSale: random() < 0.5,
      attributes,
    };
  }

  it('parses what it formats back to the same filters, through a URL', () => {
    for (let run = 0; run < 500; run++) {
      const original = randomFilters();
      const url = new URLSearchParams({ filter: formatFilterParam(original) }).toString();
      const parsed = parseFilterParam(new URLSearchParams(url).get('filter'));
      expect(parsed).toEqual(original);
      expect(formatFilterParam(parsed)).toBe(formatFilterParam(original));
    }
  });
});
