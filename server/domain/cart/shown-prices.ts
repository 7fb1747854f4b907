// Catalog prices as the shop shows them (WooCommerce's wc_get_price_to_display): prices are entered
// without tax, and a shop that displays them with tax adds the tax of the shopper's location,
// rounded to the cent as the cart rounds a line's tax. The rate is read once per request, and only
// when a price is shown with tax.
import type { TaxDisplay } from '../../../common/settings';
import { taxOn, taxRateFor, type CustomerLocation, type TaxRate } from './tax';

export class ShownPrices {
  private rate: Promise<TaxRate | null> | null = null;

  constructor(
    private readonly display: TaxDisplay,
    private readonly location: CustomerLocation,
    private readonly loadRates: () => Promise<readonly TaxRate[]>,
  ) {}

  private taxRate(): Promise<TaxRate | null> {
    this.rate ??= this.loadRates().then((rates) => taxRateFor(rates, this.location));
    return this.rate;
  }

  /** A price entered without tax, as shown; null stays null. */
  async of(cents: number | null): Promise<number | null> {
    if (cents === null || this.display === 'excl') return cents;
    return cents + taxOn(cents, await this.taxRate());
  }

  /**
   * The bound on prices as entered that matches a bound on prices as shown (a price filter's,
   * given as shoppers see prices): the lowest entered price shown at or above a lower bound, the
   * highest shown at or below an upper one. Tax is rounded per price, so the neighbour of the
   * exact quotient is checked too.
   */
  async entered(shown: number, bound: 'lower' | 'upper'): Promise<number> {
    const rate = this.display === 'excl' ? null : await this.taxRate();
    if (!rate) return shown;
    const withTax = (cents: number) => cents + taxOn(cents, rate);
    const exact = (shown * 1_000_000) / (1_000_000 + rate.partsPerMillion);
    if (bound === 'lower') {
      const cents = Math.ceil(exact);
      return withTax(cents - 1) >= shown ? cents - 1 : cents;
    }
    const cents = Math.floor(exact);
    return withTax(cents + 1) <= shown ? cents + 1 : cents;
  }
}
