// Prices are integer cents in the shop; the API speaks WooGraphQL's two price formats:
// formatted for people (SPEC §9: euro, US English) and RAW, the plain decimal number.
/** The shop's currency (ISO 4217): every amount in cents is in it. */
export const shopCurrency = 'EUR';

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: shopCurrency });

export type PriceFormat = 'formatted' | 'raw';

/** 1900 → "€19.00". */
function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

/** 1900 → "19.00", exact for any integer amount. */
function rawCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One price, or for a variable product the range of its variations: "€10.00 - €20.00" formatted,
 * "10.00, 20.00" raw. A range whose ends are equal is a single price.
 */
export function priceText(min: number | null, max: number | null, format: PriceFormat): string | null {
  if (min === null) return null;
  const show = (cents: number) => amountText(cents, format);
  if (max === null || max === min) return show(min);
  return format === 'raw' ? `${show(min)}, ${show(max)}` : `${show(min)} - ${show(max)}`;
}

/** One amount of cents in a price format; 0 is "€0.00". */
export function amountText(cents: number, format: PriceFormat | null | undefined): string {
  return (format ?? 'formatted') === 'raw' ? rawCents(cents) : formatCents(cents);
}
