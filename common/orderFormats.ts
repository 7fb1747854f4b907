// How an order's dates are written in the shopper's language, on the order pages and in the
// confirmation mail the store sends, and its countries in the mail (pages name them from the tables
// of src/i18n/countryNames.ts, made from ICU as this is). Apart from src/i18n/format.ts, so every
// other page's first load does without them.

// Intl objects are costly to make: one per language tag.
const longDates = new Map<string, Intl.DateTimeFormat>();
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a language ('DE' → 'Deutschland' in German); an unknown code stays as it is. */
export function formatCountry(languageTag: string, code: string): string {
  let names = regionNames.get(languageTag);
  if (!names) regionNames.set(languageTag, (names = new Intl.DisplayNames([languageTag], { type: 'region' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A date as a language writes it long ('March 5, 2026', '5. März 2026'); an unreadable date gives ''. */
export function formatLongDate(languageTag: string, value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  let format = longDates.get(languageTag);
  if (!format) longDates.set(languageTag, (format = new Intl.DateTimeFormat(languageTag, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}
