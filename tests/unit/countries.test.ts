// The states the shop asks for, as WooCommerce lists them: Germany's 16 Länder (optional in an
// address, as WooCommerce leaves them), Spain's 52 provinces and cities, Italy's 107 provinces,
// none for France; every code once.
import { describe, expect, it } from 'vitest';
import { requiresState, statesOf } from '../../server/domain/cart/countries';

describe('country states', () => {
  it.each([
    ['DE', 16, { code: 'DE-BW', name: 'Baden-Württemberg' }],
    ['ES', 52, { code: 'C', name: 'A Coruña' }],
    ['IT', 107, { code: 'AG', name: 'Agrigento' }],
    ['US', 51, { code: 'CA', name: 'California' }],
    ['BR', 27, { code: 'SP', name: 'São Paulo' }],
  ])('%s has %i states, each code once', (country, count, example) => {
    const states = statesOf(country);
    expect(states).toHaveLength(count);
    expect(new Set(states.map((state) => state.code)).size).toBe(count);
    expect(states).toContainEqual(example);
  });

  it('names them as WooCommerce does', () => {
    expect(statesOf('DE').map((state) => state.code)).toEqual([
      'DE-BW', 'DE-BY', 'DE-BE', 'DE-BB', 'DE-HB', 'DE-HH', 'DE-HE', 'DE-MV', 'DE-NI', 'DE-NW', 'DE-RP', 'DE-SL', 'DE-SN', 'DE-ST', 'DE-SH', 'DE-TH',
    ]);
    expect(statesOf('ES')).toContainEqual({ code: 'VI', name: 'Araba/Álava' });
    expect(statesOf('IT')).toContainEqual({ code: 'AQ', name: "L'Aquila" });
  });

  it('France has no list, and a German address needs no Land', () => {
    expect(statesOf('FR')).toEqual([]);
    expect(requiresState('FR')).toBe(false);
    expect(requiresState('DE')).toBe(false);
    expect(['ES', 'IT', 'US', 'BR'].map(requiresState)).toEqual([true, true, true, true]);
  });
});
