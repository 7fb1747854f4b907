// Country names in the page's language (the store gives ISO codes only), sorted as that language
// sorts them: for the cart's and the checkout's country selects and an order's addresses. The
// tables are made from ICU ahead of time (scripts/country-names.ts), so a browser makes no
// Intl.DisplayNames and no collator, each tens of milliseconds on a phone's first use, and the
// server and every browser write the same names. A view that shows them loads its language's table
// before it renders (its `prepare`, viewModules.ts; the cart panel's and the account tabs' loaders),
// and the server loads every language's at start. The language is always passed in: this module
// imports nothing, so its chunk holds nothing else (vite.config.ts).
import type { Locale } from '../../common/locales';

type CountryTable = [code: string, name: string][];

// One chunk per language: a page fetches its own only.
const tableFiles = import.meta.glob<CountryTable>('./countries/*.json', { import: 'default' });
const tables = new Map<Locale, { order: CountryTable; names: Map<string, string> }>();

/** Loads a language's country names; at once when they are loaded. */
export async function loadCountryNames(locale: Locale): Promise<void> {
  if (tables.has(locale)) return;
  const load = tableFiles[`./countries/${locale}.json`];
  if (!load) throw new Error(`No country names for ${locale}`);
  const order = await load();
  tables.set(locale, { order, names: new Map(order) });
}

function table(locale: Locale) {
  const loaded = tables.get(locale);
  if (!loaded) throw new Error(`Country names for ${locale} were used before they were loaded`);
  return loaded;
}

/** A country's name ('DE' → 'Deutschland' in de_DE); a code the tables lack stays as it is. */
export function countryName(locale: Locale, code: string): string {
  return table(locale).names.get(code) ?? code;
}

/** The store's countries as options, in the language's order; a code the tables lack comes last, as itself. */
export function countryOptions(locale: Locale, codes: readonly string[]): { code: string; name: string }[] {
  const { order, names } = table(locale);
  const offered = new Set(codes);
  const known = order.filter(([code]) => offered.has(code)).map(([code, name]) => ({ code, name }));
  const unknown = codes.filter((code) => !names.has(code)).map((code) => ({ code, name: code }));
  return [...known, ...unknown];
}
