// The cart totals engine, checked to the cent against amounts worked out by hand. Pure: no
// database, no clock. Germany (19%, shipping taxed) is the default address; the zones below give
// every kind of shipping method a place to be tried.
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../server/domain/cart/cart-line';
import { checkCoupon, type Coupon } from '../../server/domain/cart/coupons';
import type { ShippingSetup } from '../../server/domain/cart/shipping';
import type { CustomerLocation, TaxRate } from '../../server/domain/cart/tax';
import { computeCartTotals, type CartInput } from '../../server/domain/cart/totals';

const now = new Date('2026-06-15T12:00:00Z');

const taxRates: TaxRate[] = [
  { country: 'DE', state: null, partsPerMillion: 190_000, shipping: true },
  { country: 'FR', state: null, partsPerMillion: 200_000, shipping: true },
  { country: 'IT', state: null, partsPerMillion: 220_000, shipping: true },
  { country: 'ES', state: null, partsPerMillion: 210_000, shipping: true },
  { country: 'US', state: null, partsPerMillion: 50_000, shipping: false },
  { country: 'US', state: 'NY', partsPerMillion: 88_750, shipping: true },
];

const shipping: ShippingSetup = {
  zones: [
    {
      name: 'Germany',
      locations: [{ country: 'DE', state: null }],
      methods: [
        { kind: 'flat_rate', id: 'flat_rate:1', label: 'Flat rate', cost: 490, taxable: true },
        { kind: 'free_shipping', id: 'free_shipping:2', label: 'Free shipping', requires: 'min_amount', minAmount: 5000 },
        { kind: 'local_pickup', id: 'local_pickup:3', label: 'Local pickup', cost: 150, taxable: true },
      ],
    },
    {
      name: 'New York',
      locations: [{ country: 'US', state: 'NY' }],
      methods: [
        { kind: 'flat_rate', id: 'flat_rate:4', label: 'Flat rate', cost: 990, taxable: true },
        { kind: 'free_shipping', id: 'free_shipping:5', label: 'Free shipping', requires: 'coupon', minAmount: null },
      ],
    },
    {
      name: 'United States',
      locations: [{ country: 'US', state: null }],
      methods: [{ kind: 'flat_rate', id: 'flat_rate:6', label: 'Flat rate', cost: 1490, taxable: true }],
    },
    {
      name: 'Italy',
      locations: [{ country: 'IT', state: null }],
      methods: [
        { kind: 'flat_rate', id: 'flat_rate:7', label: 'Flat rate', cost: 690, taxable: true },
        { kind: 'free_shipping', id: 'free_shipping:8', label: 'Free shipping', requires: 'either', minAmount: 10000 },
      ],
    },
    {
      name: 'Spain',
      locations: [{ country: 'ES', state: null }],
      methods: [
        { kind: 'flat_rate', id: 'flat_rate:10', label: 'Flat rate', cost: 590, taxable: true },
        { kind: 'free_shipping', id: 'free_shipping:11', label: 'Free shipping', requires: 'both', minAmount: 3000 },
      ],
    },
  ],
  restOfWorld: [{ kind: 'flat_rate', id: 'flat_rate:9', label: 'International', cost: 2490, taxable: true }],
};

// Catalog: a shirt (clothing, category 1), a hoodie's two variations, a mug on sale and a poster
// (both decor, category 2), an e-book (virtual, category 3).
function line(key: string, quantity: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    key,
    productId: 10,
    variationId: null,
    quantity,
    unitPrice: 2000,
    categoryIds: [1],
    virtual: false,
    onSale: false,
    ...overrides,
  };
}
const shirt = (quantity: number) => line('shirt', quantity);
const hoodieBlue = (quantity: number) => line('hoodie-blue', quantity, { productId: 20, variationId: 21, unitPrice: 3500 });
const hoodieRed = (quantity: number) => line('hoodie-red', quantity, { productId: 20, variationId: 22, unitPrice: 3999 });
const mug = (quantity: number) => line('mug', quantity, { productId: 30, unitPrice: 1299, categoryIds: [2], onSale: true });
const poster = (quantity: number, key = 'poster') => line(key, quantity, { productId: 50, unitPrice: 333, categoryIds: [2] });
const ebook = (quantity: number) => line('ebook', quantity, { productId: 40, unitPrice: 999, categoryIds: [3], virtual: true });

function coupon(code: string, overrides: Partial<Coupon> = {}): Coupon {
  return {
    code,
    type: 'percent',
    amount: 10,
    freeShipping: false,
    minimumSpend: null,
    maximumSpend: null,
    expiresAt: null,
    usageLimit: null,
    usageCount: 0,
    usageLimitPerCustomer: null,
    usesByCustomer: 0,
    individualUse: false,
    productIds: [],
    excludedProductIds: [],
    categoryIds: [],
    excludedCategoryIds: [],
    excludeSaleItems: false,
    ...overrides,
  };
}
const tenPercent = coupon('ten');
const freeShip = coupon('freeship', { type: 'fixed_cart', amount: 0, freeShipping: true });

const germany: CustomerLocation = { country: 'DE', state: '' };

interface Case {
  name: string;
  lines: CartLine[];
  coupons?: Coupon[];
  customer?: CustomerLocation;
  chosen?: string;
  /** The store's tax options; by default prices entered without tax and the threshold compared without it. */
  pricing?: Partial<Pick<CartInput, 'pricesIncludeTax' | 'cartTaxDisplay'>>;
  expected: {
    subtotal: number;
    discountTotal: number;
    shippingTotal: number;
    totalTax: number;
    total: number;
    /** Discount per applied coupon, by code, in order. */
    coupons?: Record<string, number>;
    discountTax?: number;
    shippingTax?: number;
    lineTotals?: number[];
    chosen?: string | null;
    rates?: string[];
    removed?: string[];
  };
}

const cases: Case[] = [
  // Plain carts, quantities, variations, tax rounding.
  { name: 'one shirt, flat rate', lines: [shirt(1)],
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 490, totalTax: 380 + 93, total: 2963, shippingTax: 93, chosen: 'flat_rate:1', rates: ['flat_rate:1', 'local_pickup:3'] } },
  { name: 'three shirts: free shipping offered, and used', lines: [shirt(3)],
    expected: { subtotal: 6000, discountTotal: 0, shippingTotal: 0, totalTax: 1140, total: 7140, chosen: 'free_shipping:2', rates: ['flat_rate:1', 'free_shipping:2', 'local_pickup:3'] } },
  { name: 'three shirts, free shipping chosen', lines: [shirt(3)], chosen: 'free_shipping:2',
    expected: { subtotal: 6000, discountTotal: 0, shippingTotal: 0, totalTax: 1140, total: 7140, chosen: 'free_shipping:2' } },
  { name: 'free shipping chosen but under its minimum: falls back to the first rate', lines: [shirt(2)], chosen: 'free_shipping:2',
    expected: { subtotal: 4000, discountTotal: 0, shippingTotal: 490, totalTax: 760 + 93, total: 5343, chosen: 'flat_rate:1' } },
  { name: 'local pickup, its cost taxed (28.50 → 29)', lines: [shirt(1)], chosen: 'local_pickup:3',
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 150, totalTax: 380 + 29, total: 2559, shippingTax: 29 } },
  { name: 'two variations of one product, tax rounded per line', lines: [hoodieBlue(1), hoodieRed(2)], chosen: 'flat_rate:1',
    expected: { subtotal: 11498, discountTotal: 0, shippingTotal: 490, totalTax: 665 + 1520 + 93, total: 14266 } },
  { name: 'seven posters: 442.89 tax rounds to 443', lines: [poster(7)],
    expected: { subtotal: 2331, discountTotal: 0, shippingTotal: 490, totalTax: 443 + 93, total: 3357 } },
  { name: 'tax of exactly half a cent rounds up (19% of 0.50)', lines: [line('sticker', 1, { unitPrice: 50 })],
    expected: { subtotal: 50, discountTotal: 0, shippingTotal: 490, totalTax: 10 + 93, total: 643 } },
  { name: 'state rate with decimals: New York 8.875% (35.50 → 36), shipping taxed', lines: [line('sticker', 1, { unitPrice: 400 })], customer: { country: 'US', state: 'NY' },
    expected: { subtotal: 400, discountTotal: 0, shippingTotal: 990, totalTax: 36 + 88, total: 1514, shippingTax: 88 } },
  { name: 'another US state: country rate 5%, shipping untaxed', lines: [shirt(1)], customer: { country: 'US', state: 'CA' },
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 1490, totalTax: 100, total: 3590, shippingTax: 0, chosen: 'flat_rate:6' } },
  { name: 'France: no zone, rest of the world rate, 20% on goods and shipping', lines: [shirt(1)], customer: { country: 'FR', state: '' },
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 2490, totalTax: 400 + 498, total: 5388, chosen: 'flat_rate:9' } },
  { name: 'a country without a tax rate', lines: [shirt(1)], customer: { country: 'JP', state: '' },
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 2490, totalTax: 0, total: 4490 } },
  { name: 'only virtual items: no shipping at all', lines: [ebook(2)],
    expected: { subtotal: 1998, discountTotal: 0, shippingTotal: 0, totalTax: 380, total: 2378, chosen: null, rates: [] } },
  { name: 'virtual and physical items: shipped', lines: [ebook(1), shirt(1)],
    expected: { subtotal: 2999, discountTotal: 0, shippingTotal: 490, totalTax: 190 + 380 + 93, total: 4152 } },

  // Coupons.
  { name: 'percent coupon', lines: [shirt(1)], coupons: [tenPercent],
    expected: { subtotal: 2000, discountTotal: 200, shippingTotal: 490, totalTax: 342 + 93, total: 2725, coupons: { ten: 200 }, discountTax: 38 } },
  { name: 'percent coupon rounded once for the cart, the odd cent to the first lines',
    lines: [line('a', 1, { unitPrice: 335 }), line('b', 1, { unitPrice: 335 }), line('c', 1, { unitPrice: 335 })], coupons: [tenPercent],
    expected: { subtotal: 1005, discountTotal: 101, shippingTotal: 490, totalTax: 57 * 3 + 93, total: 1658, coupons: { ten: 101 }, discountTax: 21, lineTotals: [301, 301, 302] } },
  { name: 'percent 100: the lines are free, shipping is not', lines: [shirt(1)], coupons: [coupon('all', { amount: 100 })],
    expected: { subtotal: 2000, discountTotal: 2000, shippingTotal: 490, totalTax: 93, total: 583, lineTotals: [0] } },
  { name: 'fixed cart split in proportion, remainder cent to the larger loss', lines: [shirt(1), poster(3)],
    coupons: [coupon('tenoff', { type: 'fixed_cart', amount: 1000 })],
    expected: { subtotal: 2999, discountTotal: 1000, shippingTotal: 490, totalTax: 253 + 127 + 93, total: 2962, coupons: { tenoff: 1000 }, discountTax: 190, lineTotals: [1333, 666] } },
  { name: 'fixed cart larger than the cart stops at zero', lines: [shirt(1)], coupons: [coupon('big', { type: 'fixed_cart', amount: 5000 })],
    expected: { subtotal: 2000, discountTotal: 2000, shippingTotal: 490, totalTax: 93, total: 583, coupons: { big: 2000 }, lineTotals: [0] } },
  { name: 'fixed product per unit × quantity, only on its product', lines: [shirt(3), poster(1)],
    coupons: [coupon('shirt5', { type: 'fixed_product', amount: 500, productIds: [10] })],
    expected: { subtotal: 6333, discountTotal: 1500, shippingTotal: 490, totalTax: 855 + 63 + 93, total: 6334, lineTotals: [4500, 333] } },
  { name: 'fixed product capped at the line total', lines: [poster(2)],
    coupons: [coupon('poster15', { type: 'fixed_product', amount: 1500, productIds: [50] })],
    expected: { subtotal: 666, discountTotal: 666, shippingTotal: 490, totalTax: 93, total: 583, coupons: { poster15: 666 }, lineTotals: [0] } },
  { name: 'fixed product on one variation only', lines: [hoodieBlue(1), hoodieRed(2)], chosen: 'flat_rate:1',
    coupons: [coupon('red', { type: 'fixed_product', amount: 250, productIds: [22] })],
    expected: { subtotal: 11498, discountTotal: 500, shippingTotal: 490, totalTax: 665 + 1425 + 93, total: 13671, lineTotals: [3500, 7498] } },
  { name: 'percent on a variable product reaches all its variations', lines: [hoodieBlue(1), hoodieRed(2)], chosen: 'flat_rate:1',
    coupons: [coupon('hoodie', { productIds: [20] })],
    expected: { subtotal: 11498, discountTotal: 1150, shippingTotal: 490, totalTax: 599 + 1368 + 93, total: 12898, lineTotals: [3150, 7198] } },
  { name: 'two coupons in order: percent, then fixed cart on what is left', lines: [shirt(2)],
    coupons: [tenPercent, coupon('fiveoff', { type: 'fixed_cart', amount: 500 })],
    expected: { subtotal: 4000, discountTotal: 900, shippingTotal: 490, totalTax: 589 + 93, total: 4272, coupons: { ten: 400, fiveoff: 500 }, discountTax: 171 } },
  { name: 'the same two coupons the other way round', lines: [shirt(2)],
    coupons: [coupon('fiveoff', { type: 'fixed_cart', amount: 500 }), tenPercent],
    expected: { subtotal: 4000, discountTotal: 850, shippingTotal: 490, totalTax: 599 + 93, total: 4332, coupons: { fiveoff: 500, ten: 350 }, discountTax: 161 } },
  { name: 'category restriction', lines: [shirt(1), poster(3)], coupons: [coupon('decor', { amount: 20, categoryIds: [2] })],
    expected: { subtotal: 2999, discountTotal: 200, shippingTotal: 490, totalTax: 380 + 152 + 93, total: 3914, lineTotals: [2000, 799] } },
  { name: 'sale items excluded: only the full-price line is discounted', lines: [mug(1), shirt(1)],
    coupons: [coupon('half', { amount: 50, excludeSaleItems: true })],
    expected: { subtotal: 3299, discountTotal: 1000, shippingTotal: 490, totalTax: 247 + 190 + 93, total: 3319, lineTotals: [1299, 1000] } },
  { name: 'excluded product', lines: [shirt(1), poster(3)], coupons: [coupon('noshirt', { excludedProductIds: [10] })],
    expected: { subtotal: 2999, discountTotal: 100, shippingTotal: 490, totalTax: 380 + 171 + 93, total: 4033, lineTotals: [2000, 899] } },
  { name: 'excluded category with a fixed cart coupon', lines: [shirt(1), poster(1)],
    coupons: [coupon('nodecor', { type: 'fixed_cart', amount: 300, excludedCategoryIds: [2] })],
    expected: { subtotal: 2333, discountTotal: 300, shippingTotal: 490, totalTax: 323 + 63 + 93, total: 3002, lineTotals: [1700, 333] } },

  // Free shipping by coupon and by amount.
  { name: 'free shipping coupon unlocks New York free shipping', lines: [shirt(1)], coupons: [freeShip], customer: { country: 'US', state: 'NY' }, chosen: 'free_shipping:5',
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 0, totalTax: 178, total: 2178, coupons: { freeship: 0 }, rates: ['flat_rate:4', 'free_shipping:5'] } },
  { name: 'without the coupon New York free shipping is not offered', lines: [shirt(1)], customer: { country: 'US', state: 'NY' }, chosen: 'free_shipping:5',
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 990, totalTax: 178 + 88, total: 3256, rates: ['flat_rate:4'], chosen: 'flat_rate:4' } },
  { name: 'free shipping minimum compares with the subtotal after discounts: 45.00 < 50.00', lines: [shirt(3)],
    coupons: [coupon('fifteen', { type: 'fixed_cart', amount: 1500 })], chosen: 'free_shipping:2',
    expected: { subtotal: 6000, discountTotal: 1500, shippingTotal: 490, totalTax: 855 + 93, total: 5938, rates: ['flat_rate:1', 'local_pickup:3'] } },
  { name: 'free shipping minimum met exactly after discounts', lines: [shirt(3)],
    coupons: [coupon('tenoff', { type: 'fixed_cart', amount: 1000 })], chosen: 'free_shipping:2',
    expected: { subtotal: 6000, discountTotal: 1000, shippingTotal: 0, totalTax: 950, total: 5950, chosen: 'free_shipping:2' } },
  { name: 'Italy, "either": the amount alone unlocks it', lines: [shirt(5)], customer: { country: 'IT', state: '' }, chosen: 'free_shipping:8',
    expected: { subtotal: 10000, discountTotal: 0, shippingTotal: 0, totalTax: 2200, total: 12200 } },
  { name: 'Italy, "either": the coupon alone unlocks it', lines: [shirt(1)], coupons: [freeShip], customer: { country: 'IT', state: '' }, chosen: 'free_shipping:8',
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 0, totalTax: 440, total: 2440 } },
  { name: 'Spain, "both": coupon but under the amount', lines: [shirt(1)], coupons: [freeShip], customer: { country: 'ES', state: '' }, chosen: 'free_shipping:11',
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 590, totalTax: 420 + 124, total: 3134, rates: ['flat_rate:10'] } },
  { name: 'Spain, "both": coupon and the amount', lines: [shirt(2)], coupons: [freeShip], customer: { country: 'ES', state: '' }, chosen: 'free_shipping:11',
    expected: { subtotal: 4000, discountTotal: 0, shippingTotal: 0, totalTax: 840, total: 4840 } },

  // Coupons that no longer apply are dropped, with their reason.
  { name: 'a coupon whose minimum is no longer met is removed', lines: [shirt(1)], coupons: [coupon('min50', { minimumSpend: 5000 })],
    expected: { subtotal: 2000, discountTotal: 0, shippingTotal: 490, totalTax: 473, total: 2963, coupons: {}, removed: ['The minimum spend for this coupon is €50.00.'] } },
  { name: 'an individual-use coupon keeps the next one out', lines: [shirt(2)],
    coupons: [coupon('solo', { individualUse: true }), coupon('fiveoff', { type: 'fixed_cart', amount: 500 })],
    expected: { subtotal: 4000, discountTotal: 400, shippingTotal: 490, totalTax: 684 + 93, total: 4867, coupons: { solo: 400 },
      removed: ['Sorry, coupon "solo" has already been applied and cannot be used in conjunction with other coupons.'] } },
  // The free-shipping threshold is compared with the subtotal as the cart shows it.
  { name: 'a cart shown with tax reaches the threshold with its tax', lines: [hoodieBlue(1), mug(1)], pricing: { cartTaxDisplay: 'incl' },
    expected: { subtotal: 4799, discountTotal: 0, shippingTotal: 0, totalTax: 665 + 247, total: 5711, chosen: 'free_shipping:2' } },
  { name: 'the same cart shown without tax does not', lines: [hoodieBlue(1), mug(1)],
    expected: { subtotal: 4799, discountTotal: 0, shippingTotal: 490, totalTax: 665 + 247 + 93, total: 6294, chosen: 'flat_rate:1' } },

  // Prices entered with Germany's tax in them (the shop's base): a German pays the entered price;
  // elsewhere the German tax comes out and the customer's own goes on; shipping is entered without tax.
  { name: 'tax included: a shirt in Germany costs its entered price', lines: [shirt(1)], pricing: { pricesIncludeTax: true },
    expected: { subtotal: 1681, discountTotal: 0, shippingTotal: 490, totalTax: 319 + 93, total: 2583, lineTotals: [1681] } },
  { name: 'tax included: in France the French tax goes on the German net price', lines: [shirt(1)], customer: { country: 'FR', state: '' }, pricing: { pricesIncludeTax: true },
    expected: { subtotal: 1681, discountTotal: 0, shippingTotal: 2490, totalTax: 336 + 498, total: 5005 } },
  { name: 'tax included: in the US, 5% on the net price, none on shipping', lines: [shirt(1)], customer: { country: 'US', state: '' }, pricing: { pricesIncludeTax: true },
    expected: { subtotal: 1681, discountTotal: 0, shippingTotal: 1490, totalTax: 84, total: 3255 } },
  { name: 'tax included: a percent coupon takes its share of the price with tax, and of the tax', lines: [shirt(2)], coupons: [tenPercent],
    pricing: { pricesIncludeTax: true, cartTaxDisplay: 'incl' },
    expected: { subtotal: 3361, discountTotal: 336, shippingTotal: 490, totalTax: 575 + 93, total: 4183, coupons: { ten: 336 }, discountTax: 64 } },
  { name: 'tax included: a fixed cart coupon is an amount with tax', lines: [shirt(3)], coupons: [coupon('fiveoff', { type: 'fixed_cart', amount: 500 })],
    pricing: { pricesIncludeTax: true, cartTaxDisplay: 'incl' },
    expected: { subtotal: 5042, discountTotal: 420, shippingTotal: 0, totalTax: 878, total: 5500, coupons: { fiveoff: 420 }, discountTax: 80, chosen: 'free_shipping:2' } },
  { name: 'the same code twice counts once', lines: [shirt(1)], coupons: [tenPercent, coupon('TEN')],
    expected: { subtotal: 2000, discountTotal: 200, shippingTotal: 490, totalTax: 435, total: 2725, coupons: { ten: 200 }, removed: ['Coupon code already applied!'] } },
];

describe('computeCartTotals', () => {
  it.each(cases)('$name', ({ lines, coupons = [], customer = germany, chosen, pricing, expected }) => {
    // A case's choice is made against the rates it is offered; without one the shopper never chose.
    const shippingChoice = { method: chosen ?? null, ratesAtChoice: chosen ? null : [] };
    const input: CartInput = { lines, coupons, customer, now, shipping, shippingChoice, taxRates, base: germany, pricesIncludeTax: false, cartTaxDisplay: 'excl', ...pricing };
    const totals = computeCartTotals(input);

    expect({
      subtotal: totals.subtotal,
      discountTotal: totals.discountTotal,
      shippingTotal: totals.shippingTotal,
      totalTax: totals.totalTax,
      total: totals.total,
    }).toEqual({
      subtotal: expected.subtotal,
      discountTotal: expected.discountTotal,
      shippingTotal: expected.shippingTotal,
      totalTax: expected.totalTax,
      total: expected.total,
    });
    if (expected.coupons) {
      expect(Object.fromEntries(totals.appliedCoupons.map((c) => [c.code, c.discountAmount]))).toEqual(expected.coupons);
    }
    if (expected.discountTax !== undefined) expect(totals.discountTax).toBe(expected.discountTax);
    if (expected.shippingTax !== undefined) expect(totals.shippingTax).toBe(expected.shippingTax);
    if (expected.lineTotals) expect(totals.lines.map((l) => l.total)).toEqual(expected.lineTotals);
    if (expected.chosen !== undefined) expect(totals.chosenShippingMethod).toBe(expected.chosen);
    if (expected.rates) expect(totals.availableShippingRates.map((r) => r.id)).toEqual(expected.rates);
    expect(totals.removedCoupons.map((r) => r.reason.text)).toEqual(expected.removed ?? []);

    // What holds for every cart: the parts add up, nothing is negative, coupons account for it all.
    expect(totals.total).toBe(totals.subtotal - totals.discountTotal + totals.shippingTotal + totals.totalTax);
    expect(totals.totalTax).toBe(totals.lines.reduce((s, l) => s + l.tax, 0) + totals.shippingTax);
    expect(totals.discountTotal).toBe(totals.appliedCoupons.reduce((s, c) => s + c.discountAmount, 0));
    expect(totals.discountTax).toBe(totals.appliedCoupons.reduce((s, c) => s + c.discountTax, 0));
    for (const l of totals.lines) expect(l.total).toBeGreaterThanOrEqual(0);
    for (const value of [totals.subtotal, totals.total, totals.totalTax, totals.discountTax]) {
      expect(Number.isInteger(value)).toBe(true);
    }
  });
});

describe('checkCoupon', () => {
  const cart = [shirt(2), mug(1)]; // 52.99 before discounts
  const nothingApplied = { now, applied: [] };

  it('accepts a coupon that meets every rule, up to its last moment', () => {
    expect(checkCoupon(coupon('ok', { expiresAt: now, minimumSpend: 5299, maximumSpend: 5299 }), cart, nothingApplied)).toBeNull();
  });

  it.each([
    ['already applied', coupon('TEN'), [tenPercent], 'Coupon code already applied!'],
    ['an individual-use coupon is on the cart', coupon('more'), [coupon('solo', { individualUse: true })],
      'Sorry, coupon "solo" has already been applied and cannot be used in conjunction with other coupons.'],
    ['it is for individual use and another is on the cart', coupon('solo', { individualUse: true }), [tenPercent],
      'Sorry, coupon "solo" is for individual use only and cannot be used in conjunction with other coupons.'],
    ['expired', coupon('old', { expiresAt: new Date('2026-06-15T11:59:59Z') }), [], 'This coupon has expired.'],
    ['usage limit reached', coupon('used', { usageLimit: 100, usageCount: 100 }), [], 'Coupon usage limit has been reached.'],
    ['per-customer limit reached', coupon('once', { usageLimitPerCustomer: 1, usesByCustomer: 1, usageLimit: 100, usageCount: 3 }), [],
      'You have already used this coupon as often as it allows.'],
    ['minimum spend not met', coupon('min', { minimumSpend: 5300 }), [], 'The minimum spend for this coupon is €53.00.'],
    ['minimum spend, round amount', coupon('min', { minimumSpend: 10000 }), [], 'The minimum spend for this coupon is €100.00.'],
    ['maximum spend exceeded', coupon('max', { maximumSpend: 5000 }), [], 'The maximum spend for this coupon is €50.00.'],
    ['no cart item matches its restrictions', coupon('hoodies', { productIds: [20] }), [],
      'Sorry, this coupon is not applicable to selected products.'],
    ['only sale items match', coupon('decor', { categoryIds: [2], excludeSaleItems: true }), [], 'Sorry, this coupon is not valid for sale items.'],
  ])('refuses when %s', (_reason, candidate, alreadyApplied, message) => {
    expect(checkCoupon(candidate, cart, { now, applied: alreadyApplied })?.text).toBe(message);
  });
});
