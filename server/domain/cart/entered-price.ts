// A price as the shop entered it, split into its amount without tax and the tax of the customer's
// location, as WooCommerce splits it. Entered without tax, the tax is put on top. Entered with tax
// (the shop's base location's), that tax is taken out first and the customer's location's put on
// what remains (WooCommerce's woocommerce_adjust_non_base_location_prices, on by default), so a
// customer at the base pays exactly the entered price and one elsewhere pays their own tax.
import { taxOn, taxWithin, type TaxRate } from './tax';

export interface PriceEntry {
  /** Prices are entered with the base location's tax in them (WooCommerce's prices_include_tax). */
  includesTax: boolean;
  /** The base location's rate; null when nothing is taxed there. */
  baseRate: TaxRate | null;
}

export interface TaxedAmount {
  /** Without tax. */
  net: number;
  tax: number;
}

/** An entered amount without any tax: itself, or itself less the base location's tax in it. */
export function netOf(cents: number, entry: PriceEntry): number {
  return entry.includesTax ? cents - taxWithin(cents, entry.baseRate) : cents;
}

/** An entered amount as a customer taxed at `rate` pays it. */
export function taxedAt(cents: number, entry: PriceEntry, rate: TaxRate | null): TaxedAmount {
  if (entry.includesTax && sameRate(rate, entry.baseRate)) {
    const tax = taxWithin(cents, rate);
    return { net: cents - tax, tax };
  }
  const net = netOf(cents, entry);
  return { net, tax: taxOn(net, rate) };
}

function sameRate(a: TaxRate | null, b: TaxRate | null): boolean {
  return (a?.partsPerMillion ?? 0) === (b?.partsPerMillion ?? 0);
}
