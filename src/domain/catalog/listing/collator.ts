// How product and term names are ordered. Creating a collator is costly (a browser's first one
// loads ICU's collation data: 20–25 ms of main thread on this machine), so there is one, made on
// the first comparison rather than when the listing code loads. Its language is fixed rather than
// the runtime's default, because the server and the browser must put a listing in the same order
// or hydration would disagree; the root order of 'en' is sensible for every language the shop
// offers. Numeric, so 'Size 2' comes before 'Size 10'.
let collator: Intl.Collator | undefined;

/** Compares two names in the shop's name order. */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
