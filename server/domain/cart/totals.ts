// The cart's money, computed from plain inputs: no database, no clock (`now` is passed in), whole
// cents throughout. The order is WooCommerce's: line subtotals, coupons in the order applied (both
// on prices as entered), tax on each discounted line (entered-price.ts), then shipping and its tax.
import { splitByWeight } from './cents';
import { lineSubtotal, type CartLine } from './cart-line';
import { checkCoupon, type Coupon } from './coupons';
import { couponDiscountPerLine } from './discounts';
import { shippingRatesFor, type ShippingRate, type ShippingSetup } from './shipping';
import { chooseShippingRate, type ShippingChoice } from './shipping-choice';
import type { TaxDisplay } from '../../../common/settings';
import { taxedAt } from './entered-price';
import { taxOn, taxRateFor, type CustomerLocation, type TaxRate } from './tax';
import type { StoreMessage } from '../store-message';

export interface CartInput {
  lines: readonly CartLine[];
  /** In the order they were applied. */
  coupons: readonly Coupon[];
  customer: CustomerLocation;
  now: Date;
  shipping: ShippingSetup;
  /** The shopper's last choice; a free rate offered since, else that choice if offered, else the first rate is used. */
  shippingChoice: ShippingChoice;
  taxRates: readonly TaxRate[];
  /** The shop's base location, whose tax entered prices include when `pricesIncludeTax`. */
  base: CustomerLocation;
  pricesIncludeTax: boolean;
  /** How the cart shows prices: the free-shipping threshold is compared with its subtotal as shown. */
  cartTaxDisplay: TaxDisplay;
}

export interface LineTotals {
  key: string;
  /** Before discounts, without tax. */
  subtotal: number;
  subtotalTax: number;
  /** After discounts, without tax. */
  total: number;
  tax: number;
}

export interface AppliedCoupon {
  code: string;
  discountAmount: number;
  discountTax: number;
}

/** A shipping rate the cart offers: its cost without tax, and the tax on it at the customer's rate. */
export interface OfferedShippingRate extends Omit<ShippingRate, 'taxable'> {
  tax: number;
}

export interface CartTotals {
  lines: LineTotals[];
  subtotal: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  totalTax: number;
  total: number;
  appliedCoupons: AppliedCoupon[];
  /** Coupons on the cart that no longer apply (the cart changed, or one expired), and why. */
  removedCoupons: { code: string; reason: StoreMessage }[];
  availableShippingRates: OfferedShippingRate[];
  chosenShippingMethod: string | null;
  needsShipping: boolean;
}

/** Each coupon is checked against the ones kept before it, as if applied again in order. */
function keepValidCoupons(input: CartInput): { kept: Coupon[]; removed: CartTotals['removedCoupons'] } {
  const kept: Coupon[] = [];
  const removed: CartTotals['removedCoupons'] = [];
  for (const coupon of input.coupons) {
    const reason = checkCoupon(coupon, input.lines, { now: input.now, applied: kept });
    if (reason === null) kept.push(coupon);
    else removed.push({ code: coupon.code, reason });
  }
  return { kept, removed };
}

export function computeCartTotals(input: CartInput): CartTotals {
  const { kept, removed } = keepValidCoupons(input);
  const subtotals = input.lines.map(lineSubtotal);

  // discountsByCoupon[c][l]: what coupon c takes off line l, on what earlier coupons left.
  const remaining = [...subtotals];
  const discountsByCoupon = kept.map((coupon) => {
    const discounts = couponDiscountPerLine(coupon, input.lines, remaining);
    discounts.forEach((cents, index) => (remaining[index] -= cents));
    return discounts;
  });

  // Tax is rounded per line, on the subtotal and on the discounted total; a line's discount (and
  // its tax) is the difference, split over its coupons in proportion to their discounts on it.
  const taxRate = taxRateFor(input.taxRates, input.customer);
  const entry = { includesTax: input.pricesIncludeTax, baseRate: taxRateFor(input.taxRates, input.base) };
  const lines = input.lines.map((line, index) => {
    const before = taxedAt(subtotals[index], entry, taxRate);
    const after = taxedAt(remaining[index], entry, taxRate);
    return { key: line.key, subtotal: before.net, subtotalTax: before.tax, total: after.net, tax: after.tax };
  });
  const discountByCoupon = kept.map(() => 0);
  const discountTaxByCoupon = kept.map(() => 0);
  lines.forEach((line, index) => {
    const weights = discountsByCoupon.map((discounts) => discounts[index]);
    splitByWeight(line.subtotal - line.total, weights).forEach((cents, couponIndex) => (discountByCoupon[couponIndex] += cents));
    splitByWeight(line.subtotalTax - line.tax, weights).forEach((cents, couponIndex) => (discountTaxByCoupon[couponIndex] += cents));
  });

  const subtotal = sum(lines.map((line) => line.subtotal));
  const discountTotal = subtotal - sum(lines.map((line) => line.total));
  const needsShipping = input.lines.some((line) => !line.virtual);
  const rates = needsShipping
    ? shippingRatesFor(input.shipping, input.customer, {
        freeShippingCoupon: kept.some((coupon) => coupon.freeShipping),
        shownSubtotal: sum(lines.map((line) => line.total + (input.cartTaxDisplay === 'incl' ? line.tax : 0))),
      })
    : [];
  const taxOnShipping = (rate: ShippingRate) => (rate.taxable && taxRate?.shipping ? taxOn(rate.cost, taxRate) : 0);
  const chosen = chooseShippingRate(rates, input.shippingChoice);
  const shippingTotal = chosen?.cost ?? 0;
  const shippingTax = chosen !== null ? taxOnShipping(chosen) : 0;
  const totalTax = sum(lines.map((line) => line.tax)) + shippingTax;

  return {
    lines,
    subtotal,
    discountTotal,
    discountTax: sum(discountTaxByCoupon),
    shippingTotal,
    shippingTax,
    totalTax,
    total: subtotal - discountTotal + shippingTotal + totalTax,
    appliedCoupons: kept.map((coupon, couponIndex) => ({
      code: coupon.code,
      discountAmount: discountByCoupon[couponIndex],
      discountTax: discountTaxByCoupon[couponIndex],
    })),
    removedCoupons: removed,
    availableShippingRates: rates.map((rate) => ({ id: rate.id, methodId: rate.methodId, label: rate.label, labels: rate.labels, cost: rate.cost, tax: taxOnShipping(rate) })),
    chosenShippingMethod: chosen?.id ?? null,
    needsShipping,
  };
}

function sum(cents: readonly number[]): number {
  return cents.reduce((total, amount) => total + amount, 0);
}
