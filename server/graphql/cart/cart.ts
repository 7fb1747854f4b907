// Resolvers of the cart as WooGraphQL shows it: totals in both price formats, the lines with their
// product and variation, coupons, and one shipping package with its rates. Everything is read from
// a CartRecord (domain/cart/session-cart.ts); nothing is computed here but formatting.
import { amountText as money, type PriceFormat } from '../../domain/money';
import type { StoredCoupon } from '../../domain/cart/store/coupons';
import type { AppliedCoupon } from '../../domain/cart/totals';
import type { CartRecord } from '../../domain/cart/session-cart';
import { maxCartLines } from '../../domain/cart/cart-limits';
import { inLanguage, type Translations } from '../../domain/translations';
import type { GraphQLContext } from '../context';
import { cappedPageSize } from '../paging';
import { cartItemSource, type CartItemsEdgeSource } from './cart-item';

type Format = { format?: PriceFormat | null };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

interface CouponSource {
  coupon: StoredCoupon;
  applied: AppliedCoupon;
}

interface RateSource {
  id: string;
  label: string;
  labels?: Translations;
  cost: number;
  tax: number;
}

export const cartResolvers = {
  Cart: {
    isEmpty: (cart: CartRecord) => cart.items.length === 0,
    needsShippingAddress: (cart: CartRecord) => cart.totals.needsShipping,
    displayPricesIncludeTax: (_: unknown, __: unknown, { site }: GraphQLContext) => site.taxDisplay.cart === 'incl',
    subtotal: (cart: CartRecord, { format }: Format) => money(cart.totals.subtotal, format),
    subtotalTax: (cart: CartRecord, { format }: Format) => money(sum(cart.totals.lines.map((line) => line.subtotalTax)), format),
    contentsTotal: (cart: CartRecord, { format }: Format) => money(sum(cart.totals.lines.map((line) => line.total)), format),
    contentsTax: (cart: CartRecord, { format }: Format) => money(sum(cart.totals.lines.map((line) => line.tax)), format),
    discountTotal: (cart: CartRecord, { format }: Format) => money(cart.totals.discountTotal, format),
    discountTax: (cart: CartRecord, { format }: Format) => money(cart.totals.discountTax, format),
    shippingTotal: (cart: CartRecord, { format }: Format) => money(cart.totals.shippingTotal, format),
    shippingTax: (cart: CartRecord, { format }: Format) => money(cart.totals.shippingTax, format),
    totalTax: (cart: CartRecord, { format }: Format) => money(cart.totals.totalTax, format),
    total: (cart: CartRecord, { format }: Format) => money(cart.totals.total, format),
    chosenShippingMethods: (cart: CartRecord) => (cart.totals.chosenShippingMethod ? [cart.totals.chosenShippingMethod] : []),
    // One package: the whole cart ships together.
    availableShippingMethods: (cart: CartRecord) =>
      cart.totals.needsShipping
        ? [
            {
              packageDetails: cart.items.map((item) => `${item.name} ×${item.quantity}`).join(', '),
              supportsShippingCalculator: true,
              rates: cart.totals.availableShippingRates,
            },
          ]
        : [],
    appliedCoupons: (cart: CartRecord): CouponSource[] =>
      cart.totals.appliedCoupons.flatMap((applied) => {
        const coupon = cart.coupons.find((candidate) => candidate.code === applied.code);
        return coupon ? [{ coupon, applied }] : [];
      }),
    contents: (cart: CartRecord, { first, after }: { first?: number | null; after?: string | null }): CartItemsEdgeSource => {
      const start = after ? Math.max(0, cart.items.findIndex((item) => item.key === after) + 1) : 0;
      const page = cart.items.slice(start, start + cappedPageSize(first, maxCartLines));
      return {
        nodes: page.map((item) => cartItemSource(cart, item)),
        hasNextPage: start + page.length < cart.items.length,
        hasPreviousPage: start > 0,
        itemCount: sum(cart.items.map((item) => item.quantity)),
        productCount: cart.items.length,
      };
    },
  },
  CartToCartItemConnection: {
    edges: (connection: CartItemsEdgeSource) => connection.nodes.map((node) => ({ cursor: node.item.key, node })),
    pageInfo: (connection: CartItemsEdgeSource) => ({
      hasNextPage: connection.hasNextPage,
      hasPreviousPage: connection.hasPreviousPage,
      startCursor: connection.nodes[0]?.item.key ?? null,
      endCursor: connection.nodes.at(-1)?.item.key ?? null,
    }),
  },
  AppliedCoupon: {
    code: ({ coupon }: CouponSource) => coupon.code,
    description: ({ coupon }: CouponSource) => coupon.description || null,
    discountAmount: ({ applied }: CouponSource, { format, excludeTax }: Format & { excludeTax?: boolean | null }) =>
      money(applied.discountAmount + (excludeTax === false ? applied.discountTax : 0), format),
    discountTax: ({ applied }: CouponSource, { format }: Format) => money(applied.discountTax, format),
  },
  ShippingRate: {
    methodId: (rate: RateSource) => rate.id.split(':')[0],
    instanceId: (rate: RateSource) => Number(rate.id.split(':')[1]) || null,
    label: (rate: RateSource, _: unknown, { locale }: GraphQLContext) => inLanguage(rate.label, rate.labels, locale),
    // WooGraphQL's cost includes the tax when the cart shows prices with tax; subtotal never does.
    cost: (rate: RateSource, { format }: Format, { site }: GraphQLContext) => money(rate.cost + (site.taxDisplay.cart === 'incl' ? rate.tax : 0), format),
    subtotal: (rate: RateSource, { format }: Format) => money(rate.cost, format),
    taxTotal: (rate: RateSource, { format }: Format) => money(rate.tax, format),
  },
};
