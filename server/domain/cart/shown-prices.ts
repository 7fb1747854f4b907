// Catalog prices as the shop shows them (WooCommerce's wc_get_price_to_display): with tax, an
// entered price as a customer of the shopper's location pays it (entered-price.ts: tax put on top,
// or the base country's tax in it traded for the location's); without tax, its amount without any.
// Rounded to the cent as the cart rounds a line's tax. The rates are read once per request, and
// only when a price needs them.
import type { TaxDisplay } from '../../../common/settings';
import { netOf, taxedAt, type PriceEntry } from './entered-price';
import { taxRateFor, type CustomerLocation, type TaxRate } from './tax';

export interface PriceDisplay {
  /** taxDisplayShop. */
  display: TaxDisplay;
  /** Where the shopper is taxed. */
  location: CustomerLocation;
  /** The shop's base location, whose tax entered prices hold when `pricesIncludeTax`. */
  base: CustomerLocation;
  pricesIncludeTax: boolean;
}

interface Rates {
  entry: PriceEntry;
  location: TaxRate | null;
}

export class ShownPrices {
  private rates: Promise<Rates> | null = null;

  constructor(
    private readonly how: PriceDisplay,
    private readonly loadRates: () => Promise<readonly TaxRate[]>,
  ) {}

  /** Whether prices are shown just as entered, which needs no rates. */
  private get asEntered(): boolean {
    return this.how.display === 'excl' && !this.how.pricesIncludeTax;
  }

  private taxRates(): Promise<Rates> {
    this.rates ??= this.loadRates().then((rates) => ({
      entry: { includesTax: this.how.pricesIncludeTax, baseRate: taxRateFor(rates, this.how.base) },
      location: taxRateFor(rates, this.how.location),
    }));
    return this.rates;
  }

  private shownWith(rates: Rates): (cents: number) => number {
    if (this.how.display === 'excl') return (cents) => netOf(cents, rates.entry);
    return (cents) => {
      const { net, tax } = taxedAt(cents, rates.entry, rates.location);
      return net + tax;
    };
  }

  /** An entered price as shown; null stays null. */
  async of(cents: number | null): Promise<number | null> {
    if (cents === null || this.asEntered) return cents;
    return this.shownWith(await this.taxRates())(cents);
  }

  /**
   * The bound on prices as entered that matches a bound on prices as shown (a price filter's,
   * given as shoppers see prices): the lowest entered price shown at or above a lower bound, the
   * highest shown at or below an upper one. Showing only ever rounds a price scaled by a fixed
   * ratio, so the entered price is the scaled bound or one of its neighbours.
   */
  async entered(shown: number, bound: 'lower' | 'upper'): Promise<number> {
    if (this.asEntered) return shown;
    const show = this.shownWith(await this.taxRates());
    const ratio = show(1_000_000) / 1_000_000;
    if (ratio === 1) return shown;
    const near = Math.round(shown / ratio);
    const candidates = [near - 2, near - 1, near, near + 1, near + 2];
    return bound === 'lower'
      ? candidates.find((cents) => show(cents) >= shown)!
      : candidates.reverse().find((cents) => show(cents) <= shown)!;
  }
}
