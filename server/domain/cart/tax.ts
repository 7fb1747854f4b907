// Tax rates by country, or by country and state. Tax is worked out per line, on the discounted line
// total, and on shipping when the rate says so (entered-price.ts: on top of a price entered without
// tax, or within one entered with it).
import { divideRoundingHalfUp } from './cents';

export interface TaxRate {
  country: string;
  /** null: the whole country. */
  state: string | null;
  /**
   * The rate in millionths, so any rate with four decimals of a percent is a whole number
   * (WooCommerce keeps four): 19% is 190000, New York City's 8.875% is 88750.
   */
  partsPerMillion: number;
  /** Whether shipping is taxed at this rate too. */
  shipping: boolean;
}

export interface CustomerLocation {
  country: string;
  state: string;
}

/** The rate for a state wins over its country's; without either, nothing is taxed. */
export function taxRateFor(rates: readonly TaxRate[], location: CustomerLocation): TaxRate | null {
  return (
    rates.find((rate) => rate.country === location.country && rate.state === location.state) ??
    rates.find((rate) => rate.country === location.country && rate.state === null) ??
    null
  );
}

/** The tax on an amount of cents, rounded half up to a cent. */
export function taxOn(cents: number, rate: TaxRate | null): number {
  return rate === null ? 0 : divideRoundingHalfUp(cents * rate.partsPerMillion, 1_000_000);
}

/** The tax within an amount of cents that includes it, rounded half up to a cent. */
export function taxWithin(cents: number, rate: TaxRate | null): number {
  return rate === null ? 0 : divideRoundingHalfUp(cents * rate.partsPerMillion, 1_000_000 + rate.partsPerMillion);
}
