// Where the shopper's prices are taxed, told to the server by a cookie. The cart prices a shopper's
// session at their shipping address; the catalog's pages are shared by everyone, so they are
// rendered (and kept) for the location this cookie names, else for the shop's own country. The
// storefront keeps it equal to the cart's location (browser/session/taxLocationCookie.ts): a
// shopper who gives an Austrian address sees Austria's VAT on every page they open next.
export const taxLocationCookie = 'storefront-tax-location';

export interface TaxLocation {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The state's code where the country has states the shop taxes by; '' otherwise. */
  state: string;
}

const countryPattern = /^[A-Z]{2}$/;
// WooCommerce's state codes: letters, digits and hyphens ('CA', 'DE-BY', 'C').
const statePattern = /^[A-Z0-9-]{1,10}$/;

/** 'DE', or 'US:CA' with a state. */
export function taxLocationText(location: TaxLocation): string {
  return location.state ? `${location.country}:${location.state}` : location.country;
}

/** The location a cookie value names; null for anything else. */
export function parseTaxLocation(text: string | undefined): TaxLocation | null {
  const [country = '', state = '', ...rest] = (text ?? '').split(':');
  if (rest.length > 0 || !countryPattern.test(country) || (state !== '' && !statePattern.test(state))) return null;
  return { country, state };
}

/** The location a request's Cookie header names; null when it names none (or nonsense). */
export function taxLocationOfCookies(cookieHeader: string | null | undefined): TaxLocation | null {
  for (const part of (cookieHeader ?? '').split(/;\s*/)) {
    const [name, value] = part.split('=');
    if (name === taxLocationCookie) return parseTaxLocation(value);
  }
  return null;
}
