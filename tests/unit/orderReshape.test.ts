// The store's order answer reshaped for the order screens: lines with their chosen options named
// as the variation names them, a product the shop no longer sells, coupons and shipping, an order
// that ships nothing, and WooCommerce's raw coupon amounts formatted like every price.
import { describe, expect, it } from 'vitest';
import type { OrderFragment } from '../../src/graphql/generated/graphql';
import { reshapeOrder } from '../../src/graphql/reshape/order';

type ApiLine = NonNullable<OrderFragment['lineItems']>['nodes'][number];

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  address1: 'Unter den Linden 1',
  address2: null,
  city: 'Berlin',
  state: null,
  postcode: '10117',
  country: 'DE',
  email: 'ada@example.com',
  phone: null,
} as const;

const noAddress = { ...address, firstName: null, lastName: null, address1: null, city: null, postcode: null, email: null, country: null };

const hoodieLine: ApiLine = {
  databaseId: 11,
  quantity: 2,
  subtotal: '98.00',
  subtotalTax: '18.62',
  metaData: [
    { key: 'pa_color', value: 'green' },
    { key: 'pa_size', value: 'l' },
    { key: '_reduced_stock', value: '2' },
  ],
  product: {
    node: {
      databaseId: 5,
      name: 'Classic Pullover Hoodie',
      slug: 'classic-pullover-hoodie',
      image: { databaseId: 9, sourceUrl: '/uploads/hoodie.webp', altText: '', title: null },
      attributes: {
        nodes: [
          { name: 'pa_color', label: 'Color' },
          { name: 'pa_size', label: 'Size' },
        ],
      },
    },
  },
  variation: { node: { databaseId: 6, name: 'Classic Pullover Hoodie - Forest Green, L', image: { databaseId: 10, sourceUrl: '/uploads/hoodie-green.webp', altText: 'Green hoodie', title: null } } },
};

function order(overrides: Partial<OrderFragment> = {}): OrderFragment {
  return {
    databaseId: 412,
    orderKey: 'wc_order_abc',
    orderNumber: '412',
    date: '2026-03-05T14:07:09+00:00',
    status: 'ON_HOLD',
    needsPayment: false,
    paymentMethod: 'bacs',
    paymentMethodTitle: 'Direct bank transfer',
    paymentInstructions: null,
    customerNote: null,
    subtotal: '110.00',
    discountTotal: '11.00',
    discountTax: '2.09',
    shippingTotal: '7.90',
    shippingTax: '1.50',
    totalTax: '12.34',
    total: '119.24',
    billing: address,
    shipping: { ...address, firstName: 'Charles', city: 'Paris', country: 'FR' },
    lineItems: { nodes: [hoodieLine] },
    couponLines: { nodes: [{ code: 'welcome10', discount: '11.00', discountTax: '2.09' }] },
    shippingLines: { nodes: [{ methodTitle: 'Flat rate', total: '7.90', totalTax: '1.50' }] },
    downloadableItems: { nodes: [] },
    ...overrides,
  };
}

/** Amounts as the store keeps them, without tax (a shop whose taxDisplayCart is 'excl'). */
const net = (locale: 'en_US' | 'de_DE') => ({ locale, withTax: false });

describe('reshapeOrder', () => {
  it('adds each amount’s tax when the shop shows prices with tax, and says the tax as included', () => {
    const reshaped = reshapeOrder(order(), { locale: 'de_DE', withTax: true });
    expect(reshaped).toMatchObject({
      pricesIncludeTax: true,
      // 110.00 + the line's 18.62: the order's subtotal tax is its lines'.
      subtotal: '128,62\u00a0€',
      discountTotal: '13,09\u00a0€',
      coupons: [{ code: 'welcome10', discount: '13,09\u00a0€' }],
      shippingTotal: '9,40\u00a0€',
      totalTax: '12,34\u00a0€',
      total: '119,24\u00a0€',
    });
    expect(reshaped.lines[0]!.subtotal).toBe('116,62\u00a0€');
  });

  it('writes the store’s amounts in the page’s language and names each chosen option as the variation does', () => {
    const reshaped = reshapeOrder(order(), net('en_US'));
    expect(reshaped).toMatchObject({
      number: '412',
      date: '2026-03-05T14:07:09+00:00',
      status: 'ON_HOLD',
      paymentMethodTitle: 'Direct bank transfer',
      customerNote: '',
      subtotal: '€110.00',
      hasDiscount: true,
      discountTotal: '€11.00',
      coupons: [{ code: 'welcome10', discount: '€11.00' }],
      shippingMethod: 'Flat rate',
      shippingTotal: '€7.90',
      total: '€119.24',
      billing: { firstName: 'Ada', company: '', country: 'DE' },
      shipping: { firstName: 'Charles', city: 'Paris', country: 'FR' },
    });
    expect(reshaped.lines).toEqual([
      {
        key: '11',
        name: 'Classic Pullover Hoodie',
        slug: 'classic-pullover-hoodie',
        image: { src: '/uploads/hoodie-green.webp', alt: 'Green hoodie' },
        attributes: [
          { label: 'Color', value: 'Forest Green' },
          { label: 'Size', value: 'L' },
        ],
        quantity: 2,
        subtotal: '€98.00',
      },
    ]);
  });

  it('shows the stored values when the variation is gone, and a gone product without a link', () => {
    const reshaped = reshapeOrder(
      order({
        lineItems: {
          nodes: [
            { ...hoodieLine, variation: null },
            { databaseId: 12, quantity: 1, subtotal: '49.00', subtotalTax: '9.31', metaData: [], variation: null, product: { node: { databaseId: 0, name: 'Retired Hoodie', slug: '', image: null } } },
            { databaseId: 13, quantity: 1, subtotal: '5.00', subtotalTax: '0.95', metaData: [], variation: null, product: null },
          ],
        },
      }),
      net('en_US'),
    );
    expect(reshaped.lines[0]!.attributes).toEqual([
      { label: 'Color', value: 'green' },
      { label: 'Size', value: 'l' },
    ]);
    expect(reshaped.lines[0]!.image).toEqual({ src: '/uploads/hoodie.webp', alt: 'Classic Pullover Hoodie' });
    expect(reshaped.lines[1]).toMatchObject({ name: 'Retired Hoodie', slug: null, image: null, attributes: [] });
    // A real WooCommerce answers no product at all: the view names it "no longer available".
    expect(reshaped.lines[2]).toMatchObject({ name: '', slug: null });
  });

  it('writes the amounts in German on a German page', () => {
    const reshaped = reshapeOrder(order(), net('de_DE'));
    expect([reshaped.subtotal, reshaped.total, reshaped.lines[0]!.subtotal, reshaped.coupons[0]!.discount]).toEqual(['110,00\u00a0€', '119,24\u00a0€', '98,00\u00a0€', '11,00\u00a0€']);
  });

  it('has no shipping address or method for an order that ships nothing, and no discount without one', () => {
    const reshaped = reshapeOrder(order({ shipping: noAddress, shippingLines: { nodes: [] }, couponLines: { nodes: [] }, discountTotal: '0.00' }), net('en_US'));
    expect(reshaped).toMatchObject({ shipping: null, shippingMethod: null, hasDiscount: false, coupons: [] });
  });

  it('passes a paid order’s downloads on', () => {
    const reshaped = reshapeOrder(
      order({
        status: 'COMPLETED',
        downloadableItems: { nodes: [{ id: 'ZA==', name: 'Poster pack', url: null, accessExpires: '2026-04-04T14:07:10+00:00', downloadsRemaining: 5 }] },
      }),
      net('en_US'),
    );
    expect(reshaped.downloads).toEqual([{ id: 'ZA==', name: 'Poster pack', url: null, accessExpires: '2026-04-04T14:07:10+00:00', downloadsRemaining: 5 }]);
  });
});
