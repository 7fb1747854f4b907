// The signed-in customer as WPGraphQL's User (the `viewer`, and the `user` of a sign-in's answer or
// of updateUser): names, email, a generated avatar, the customer's cart session token, and their
// saved cards. Only a customer's own User is ever reachable: the viewer, or the one a sign-in, a
// password reset or updateUser of their own just acted for.
import { avatarUrl } from '../../domain/avatar';
import { findCustomer, type CustomerRecord } from '../../domain/accounts/store/customers';
import type { GraphQLContext } from '../context';
import { updateUser } from './update-user';

/** The avatar's size when none is asked for (WordPress's default). */
const defaultAvatarSize = 96;

/** The User of a customer, or null when they no longer exist. */
export const userOf = (ctx: GraphQLContext, customerId: number): Promise<CustomerRecord | null> => findCustomer(ctx.db, customerId);

export const userResolvers = {
  RootQuery: {
    viewer: (_: unknown, __: unknown, ctx: GraphQLContext) => (ctx.viewer ? userOf(ctx, ctx.viewer.customerId) : null),
  },
  RootMutation: { updateUser },
  User: {
    id: (user: CustomerRecord) => Buffer.from(`user:${user.id}`).toString('base64'),
    databaseId: (user: CustomerRecord) => user.id,
    username: (user: CustomerRecord) => user.username,
    name: (user: CustomerRecord) => user.username,
    nicename: (user: CustomerRecord) => user.username,
    nickname: (user: CustomerRecord) => user.username,
    firstName: (user: CustomerRecord) => user.firstName || null,
    lastName: (user: CustomerRecord) => user.lastName || null,
    email: (user: CustomerRecord) => user.email,
    avatar: (user: CustomerRecord, { size }: { size?: number | null }, { shopOrigin }: GraphQLContext) => {
      const side = size && size > 0 ? Math.min(size, 512) : defaultAvatarSize;
      const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
      return { url: shopOrigin + avatarUrl(name, user.email), size: side, width: side, height: side, foundAvatar: true };
    },
    wooSessionToken: (_: CustomerRecord, __: unknown, { session }: GraphQLContext) => session.currentToken(),
    // This shop never saves a card: each payment intent is made for one order without a Stripe
    // customer, and a SETUP intent is refused (payments/stripe-payment-intent.ts). So no customer
    // has a Stripe customer id or a saved card: null and an empty list are the true answers.
    stripeCustomerId: () => null,
    savedPaymentMethods: () => [],
  },
};
