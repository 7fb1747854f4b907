// The location catalog prices are taxed for: the one the shopper's tax-location cookie names
// (common/taxLocation.ts) when the shop sells there, else the shop's own country. Only a country
// the shop sells to and a state it lists count, so the pages kept for each location are few.
import type { TaxLocation } from '../../../common/taxLocation';
import { isAllowedCountry, statesOf } from './countries';
import type { CustomerLocation } from './tax';

export function catalogTaxLocation(named: TaxLocation | null, shopCountry: string): CustomerLocation {
  if (!named || !isAllowedCountry(named.country)) return { country: shopCountry, state: '' };
  const state = statesOf(named.country).some((listed) => listed.code === named.state) ? named.state : '';
  return { country: named.country, state };
}
