// The country names of the selects and an order's addresses (src/i18n/countryNames.ts): a table per
// language, made ahead of time by scripts/country-names.ts, that names every country the store can
// send in the language's own order, so the browser needs no Intl for them.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeTags, locales } from '../../common/locales';
import { countryName, countryOptions, loadCountryNames } from '../../src/i18n/countryNames';
import { countriesEnumCodes } from '../../scripts/countries-enum';
import { referenceAvailable, referenceSdl } from '../compat/reference';

const tables = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(readFileSync(`src/i18n/countries/${locale}.json`, 'utf8')) as [string, string][]]),
);

beforeAll(() => Promise.all(locales.map(loadCountryNames)));

describe('country names', () => {
  it.each(locales)('%s names the same 250 countries, each once, sorted as the language sorts', (locale) => {
    const table = tables[locale]!;
    expect(table).toHaveLength(250);
    expect(new Set(table.map(([code]) => code)).size).toBe(250);
    expect(table.map(([code]) => code).sort()).toEqual(tables.en_US!.map(([code]) => code).sort());
    for (const [code, name] of table) expect(name.length > 0 && name !== code, code).toBe(true);
    const collator = new Intl.Collator(localeTags[locale]);
    for (let index = 1; index < table.length; index++) expect(collator.compare(table[index - 1]![1], table[index]![1])).toBeLessThanOrEqual(0);
  });

  it('names every country the store backend offers', () => {
    const offered = countriesEnumCodes(readFileSync('server/schema.graphql', 'utf8'));
    expect(offered.length).toBeGreaterThan(10);
    for (const code of offered) expect(countryName('en_US', code), code).not.toBe(code);
  });

  it.skipIf(!referenceAvailable)('names exactly the countries WooGraphQL knows (the reference CountriesEnum)', () => {
    expect(tables.en_US!.map(([code]) => code).sort()).toEqual(countriesEnumCodes(referenceSdl()).sort());
  });

  it('names a country in the page’s language', () => {
    expect(countryName('en_US', 'DE')).toBe('Germany');
    expect(countryName('de_DE', 'DE')).toBe('Deutschland');
    expect(countryName('fr_FR', 'DE')).toBe('Allemagne');
    expect(countryName('pt_BR', 'US')).toBe('Estados Unidos');
  });

  it('offers the store’s countries in the language’s order, whatever order they come in', () => {
    const codes = ['US', 'DE', 'AT', 'GB', 'ES'];
    expect(countryOptions('en_US', codes).map((option) => option.name)).toEqual(['Austria', 'Germany', 'Spain', 'United Kingdom', 'United States']);
    expect(countryOptions('de_DE', codes).map((option) => option.name)).toEqual(['Deutschland', 'Österreich', 'Spanien', 'Vereinigte Staaten', 'Vereinigtes Königreich']);
    expect(countryOptions('de_DE', codes).map((option) => option.code)).toEqual(['DE', 'AT', 'ES', 'US', 'GB']);
  });

  it('keeps a code the tables lack, last and as itself', () => {
    expect(countryName('en_US', 'ZZ')).toBe('ZZ');
    expect(countryOptions('en_US', ['ZZ', 'FR'])).toEqual([
      { code: 'FR', name: 'France' },
      { code: 'ZZ', name: 'ZZ' },
    ]);
  });
});
