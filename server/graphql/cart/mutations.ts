// The cart's queries and mutations: thin, each counts against the client's rate limits, calls its
// rule in domain/cart/ and answers the settled cart. A mutation's input errors reach the shopper as
// they are (InputError).
import { addToCart, type AddToCartInput } from '../../domain/cart/add-to-cart';
import {
  emptyCart,
  updateItemQuantities,
  updateShippingMethod,
  type QuantityChange,
} from '../../domain/cart/cart-changes';
import { applyCoupon, removeCoupons } from '../../domain/cart/coupon-changes';
import { readCart } from '../../domain/cart/session-cart';
import type { GraphQLContext } from '../context';
import { cartItemSource } from './cart-item';

type Input<T> = { input: T & { clientMutationId?: string | null } };

/**
 * Counts a cart change (and, without a session row yet, the session it starts, even when a token
 * handed out on a read names it; for a coupon, the attempt) before it is made, so refused and
 * failed attempts count too.
 */
export async function countChange({ limits, session }: GraphQLContext, { coupon = false } = {}): Promise<void> {
  if (!limits) return;
  if (!(await session.hasSession())) await limits.take('sessionStart');
  await limits.take('cartChange');
  if (coupon) await limits.take('couponAttempt');
}

export const cartOperationResolvers = {
  RootQuery: {
    async cart(_: unknown, __: unknown, { session, db }: GraphQLContext) {
      return readCart(db, await session.read(), session.pricing);
    },
  },
  RootMutation: {
    async addToCart(_: unknown, { input }: Input<AddToCartInput>, context: GraphQLContext) {
      await countChange(context);
      const { cart, itemKey } = await addToCart(context.session, input);
      const item = cart.items.find((candidate) => candidate.key === itemKey);
      return { clientMutationId: input.clientMutationId, cart, cartItem: item ? cartItemSource(cart, item) : null };
    },
    async updateItemQuantities(_: unknown, { input }: Input<{ items?: (QuantityChange | null)[] | null }>, context: GraphQLContext) {
      await countChange(context);
      const { cart, updated, removed } = await updateItemQuantities(context.session, input.items ?? []);
      const updatedSources = updated.map((item) => cartItemSource(cart, item));
      const removedSources = removed.map((item) => ({ item, totals: null }));
      return {
        clientMutationId: input.clientMutationId,
        cart,
        items: [...updatedSources, ...removedSources],
        updated: updatedSources,
        removed: removedSources,
      };
    },
    async emptyCart(_: unknown, { input }: Input<{ clearPersistentCart?: boolean | null }>, context: GraphQLContext) {
      await countChange(context);
      const { cart, deletedCart } = await emptyCart(context.session);
      return { clientMutationId: input.clientMutationId, cart, deletedCart };
    },
    async applyCoupon(_: unknown, { input }: Input<{ code: string }>, context: GraphQLContext) {
      await countChange(context, { coupon: true });
      const { cart, code } = await applyCoupon(context.session, input.code);
      const applied = cart.totals.appliedCoupons.find((coupon) => coupon.code === code);
      const coupon = cart.coupons.find((candidate) => candidate.code === code);
      return { clientMutationId: input.clientMutationId, cart, applied: applied && coupon ? { coupon, applied } : null };
    },
    async removeCoupons(_: unknown, { input }: Input<{ codes?: (string | null)[] | null }>, context: GraphQLContext) {
      await countChange(context);
      return { clientMutationId: input.clientMutationId, cart: await removeCoupons(context.session, input.codes ?? []) };
    },
    async updateShippingMethod(_: unknown, { input }: Input<{ shippingMethods?: (string | null)[] | null }>, context: GraphQLContext) {
      await countChange(context);
      return { clientMutationId: input.clientMutationId, cart: await updateShippingMethod(context.session, input.shippingMethods ?? []) };
    },
  },
};
