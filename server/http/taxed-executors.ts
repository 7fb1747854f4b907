// The executor a page is rendered with: one per location its prices are taxed for, chosen by the
// shopper's tax-location cookie (common/taxLocation.ts). Each keeps its own shared answers and
// product list; the shop's own country uses the server's main executor. Locations are only those
// the shop sells to (catalogTaxLocation), so there are few of them.
import { taxLocationOfCookies, taxLocationText, type TaxLocation } from '../../common/taxLocation';
import type { Executor } from '../../src/entry-server';
import { catalogTaxLocation } from '../domain/cart/tax-location';

export interface TaxedExecutor {
  /** The location's text ('AT', 'US:CA'): what page caches key on. */
  key: string;
  graphql: Executor;
}

export type TaxedExecutors = (cookieHeader: string | undefined) => TaxedExecutor;

export function taxedExecutors(shopCountry: string, shop: Executor, make: (location: TaxLocation) => Executor): TaxedExecutors {
  const executors = new Map<string, TaxedExecutor>([[shopCountry, { key: shopCountry, graphql: shop }]]);
  return (cookieHeader) => {
    const location = catalogTaxLocation(taxLocationOfCookies(cookieHeader), shopCountry);
    const key = taxLocationText(location);
    let executor = executors.get(key);
    if (!executor) {
      executor = { key, graphql: make(location) };
      executors.set(key, executor);
    }
    return executor;
  };
}

/** For a storefront on a remote store, which prices every page itself. */
export function oneExecutor(graphql: Executor): TaxedExecutors {
  const executor = { key: '', graphql };
  return () => executor;
}
