// The hand-written formats of src/i18n/format.ts and dates.ts against Intl's, which they stand in for.
import { describe, expect, it } from 'vitest';
import { locales, localeTags } from '../../common/locales';
import { formatDate } from '../../src/i18n/dates';
import { formatAverageRating, formatPrice, formatRating, pluralCategory } from '../../src/i18n/format';


/** Amounts a shop meets, and the awkward ones: half cents, binary fractions, big and negative. */
function amounts(): number[] {
  const values = [0, -0, 0.005, 0.015, 0.025, 1.005, 1.015, 2.675, 8.345, 10.235, 999.995, 1000, 1234.5, 99999.995, 1e6, 123456789.125, 2 ** 53, 1e20, 1e21, 5e-324];
  for (let cents = 0; cents < 200_000; cents += 7) values.push(cents / 100, cents / 100 + 0.005, cents / 1000);
  for (let i = 0; i < 2000; i += 1) values.push(Math.random() * 10 ** Math.floor(Math.random() * 12));
  return [...values, ...values.map((value) => -value), Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
}

/**
 * The inputs whose two answers differ, as `input: ours ≠ Intl's` (the first 20): one assertion
 * for a whole sweep, since some 175,000 `expect` calls took seconds on a busy machine.
 */
function differences<T>(inputs: Iterable<T>, ours: (input: T) => string, theirs: (input: T) => string, name: (input: T) => string = String): string[] {
  const found: string[] = [];
  for (const input of inputs) {
    const [mine, intl] = [ours(input), theirs(input)];
    if (mine !== intl && found.length < 20) found.push(`${name(input)}: ${mine} ≠ ${intl}`);
  }
  return found;
}

describe('formats written without Intl', () => {
  it.each(locales)('writes every price as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'EUR' });
    expect(differences(amounts(), (amount) => formatPrice(amount, locale), (amount) => intl.format(amount))).toEqual([]);
  });

  it.each(locales)('writes every date as Intl does in %s, in UTC', (locale) => {
    const intl = new Intl.DateTimeFormat(localeTags[locale], { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const day = 24 * 60 * 60 * 1000;
    const values = ['0005-06-07T00:00:00Z', '-000044-03-15T00:00:00Z', '2026-01-05T23:59:59-05:00'];
    for (let time = Date.UTC(1900, 0, 1); time < Date.UTC(2200, 0, 1); time += day * 3 + 3_600_000 * 7) values.push(new Date(time).toISOString());
    expect(differences(values, (value) => formatDate(value, locale), (value) => intl.format(new Date(value)))).toEqual([]);
    expect(formatDate('', locale)).toBe('');
    expect(formatDate('not a date', locale)).toBe('');
  });

  it('writes in the language of the page by default', () => {
    expect(formatPrice(1234.5)).toBe('€1,234.50');
    expect(formatDate('2026-11-28T10:00:00Z')).toBe('November 28, 2026');
  });

  it('writes ratings as each language does', () => {
    for (const tag of [...Object.values(localeTags), 'nl-NL']) {
      const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
      const values = [0.05, 0.15, 0.25, 2.25, 4.45, 4.95, 1234.56, Number.NaN, ...Array.from({ length: 651 }, (_, index) => (index - 50) / 100)];
      expect(differences(values, (value) => formatRating(tag, value), (value) => intl.format(value), (value) => `${tag} ${value}`)).toEqual([]);
    }
  });

  it('writes average ratings with their one decimal as each language does', () => {
    for (const tag of [...Object.values(localeTags), 'nl-NL']) {
      const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const values = [0, 4, 5, 0.05, 4.45, 4.95, 1234.56, Number.NaN, ...Array.from({ length: 651 }, (_, index) => (index - 50) / 100)];
      expect(differences(values, (value) => formatAverageRating(tag, value), (value) => intl.format(value), (value) => `${tag} ${value}`)).toEqual([]);
    }
  });

  it('gives each count the plural category Intl gives it, asked once or again', () => {
    for (const tag of [...Object.values(localeTags), 'pl-PL']) {
      const intl = new Intl.PluralRules(tag);
      for (const count of [...Array.from({ length: 150 }, (_, index) => index), 1.5, 0.5, -1, -0, 1e6])
        for (let time = 0; time < 2; time++) expect(pluralCategory(tag, count), `${tag} ${count}`).toBe(intl.select(count));
    }
  });
});
