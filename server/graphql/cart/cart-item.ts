// Resolvers of one cart line (WooGraphQL's SimpleCartItem): its key, quantity and amounts, and the
// product and variation it holds, resolved by the catalog's own resolvers.
import { variationAttributes } from '../../domain/catalog/attributes';
import type { PricedCartItem } from '../../domain/cart/store/cart-items';
import type { CartRecord } from '../../domain/cart/session-cart';
import type { LineTotals } from '../../domain/cart/totals';
import { amountText as money, type PriceFormat } from '../../domain/money';
import type { GraphQLContext } from '../context';

export interface CartItemSource {
  item: PricedCartItem;
  /** null for a line just removed. */
  totals: LineTotals | null;
}

export interface CartItemsEdgeSource {
  nodes: CartItemSource[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  itemCount: number;
  productCount: number;
}

export function cartItemSource(cart: CartRecord, item: PricedCartItem): CartItemSource {
  return { item, totals: cart.totals.lines.find((line) => line.key === item.key) ?? null };
}

type Format = { format?: PriceFormat | null };

const amount = (pick: (totals: LineTotals) => number) => (source: CartItemSource, { format }: Format) =>
  money(source.totals ? pick(source.totals) : 0, format);

export const cartItemResolvers = {
  CartItem: { __resolveType: () => 'SimpleCartItem' },
  SimpleCartItem: {
    id: ({ item }: CartItemSource) => item.key,
    key: ({ item }: CartItemSource) => item.key,
    quantity: ({ item }: CartItemSource) => item.quantity,
    subtotal: amount((totals) => totals.subtotal),
    subtotalTax: amount((totals) => totals.subtotalTax),
    total: amount((totals) => totals.total),
    tax: amount((totals) => totals.tax),
    extraData: ({ item }: CartItemSource, { key, keysIn }: { key?: string | null; keysIn?: string[] | null }) =>
      Object.entries(item.extraData)
        .filter(([name]) => (key ? name === key : keysIn ? keysIn.includes(name) : true))
        .map(([name, value]) => ({ id: `${item.key}:${name}`, key: name, value })),
    async product({ item }: CartItemSource, _: unknown, { catalog }: GraphQLContext) {
      const node = await catalog.product.load(item.productId);
      return node ? { node } : null;
    },
    async variation({ item }: CartItemSource, _: unknown, { catalog }: GraphQLContext) {
      if (item.variationId === null) return null;
      const [variations, terms, attributes] = await Promise.all([
        catalog.variations.load(item.productId),
        catalog.productTerms.load(item.productId),
        catalog.attributes.load(item.productId),
      ]);
      const node = variations.find((variation) => variation.id === item.variationId);
      // The line's own choices: a variation's "any" value filled in by the shopper.
      return node ? { node, attributes: variationAttributes(node.id, item.variation, terms, attributes) } : null;
    },
  },
};
