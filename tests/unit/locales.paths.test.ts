import { describe, expect, it } from 'vitest';
import { isLocale, localizePath, splitLocale } from '../../src/i18n/locales';

describe('locale paths', () => {
  it('splits the locale prefix off a path', () => {
    expect(splitLocale('/de/products')).toEqual({ locale: 'de_DE', path: '/products' });
    expect(splitLocale('/pt-br/product/x')).toEqual({ locale: 'pt_BR', path: '/product/x' });
    expect(splitLocale('/de')).toEqual({ locale: 'de_DE', path: '/' });
    expect(splitLocale('/products')).toEqual({ locale: 'en_US', path: '/products' });
    expect(splitLocale('/design')).toEqual({ locale: 'en_US', path: '/design' });
  });

  it('prefixes all but the default locale, keeping the query', () => {
    expect(localizePath('/products', 'en_US')).toBe('/products');
    expect(localizePath('/', 'fr_FR')).toBe('/fr');
    expect(localizePath('/products?search=cap', 'it_IT')).toBe('/it/products?search=cap');
    expect(localizePath('/?a=1', 'es_ES')).toBe('/es?a=1');
  });

  it('round-trips every locale', () => {
    for (const locale of ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const) {
      expect(splitLocale(localizePath('/product/mug', locale))).toEqual({ locale, path: '/product/mug' });
    }
    expect(isLocale('de_DE')).toBe(true);
    expect(isLocale('de')).toBe(false);
  });
});
