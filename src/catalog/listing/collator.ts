// How product and term names are ordered. Creating a collator is costly, so there is one. Its
// language is fixed rather than the runtime's default, because the server and the browser must put
// a listing in the same order or hydration would disagree; the root order of 'en' is sensible for
// every language the shop offers. Numeric, so 'Size 2' comes before 'Size 10'.
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
