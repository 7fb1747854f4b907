// Keeps the tax-location cookie (common/taxLocation.ts) equal to the cart's location, so that the
// pages the shopper opens next show prices taxed where the cart is. A year, like the locale cookie:
// it holds nothing about the shopper but a country.
import { taxLocationCookie, taxLocationOfCookies, taxLocationText, type TaxLocation } from '../../../common/taxLocation';
import { writeCookie } from './writeCookie';

const yearMs = 365 * 24 * 60 * 60 * 1000;

export function keepTaxLocation(location: TaxLocation): void {
  if (!location.country) return;
  const kept = taxLocationOfCookies(document.cookie);
  if (kept && taxLocationText(kept) === taxLocationText(location)) return;
  writeCookie(taxLocationCookie, taxLocationText(location), new Date(Date.now() + yearMs));
}
