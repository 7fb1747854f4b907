// The signed-in customer as WPGraphQL's User (the `viewer`, and the `user` of a sign-in's answer):
// names, email, a generated avatar and the customer's cart session token.
import { avatarUrl } from '../../domain/avatar';
import { findCustomer, type CustomerRecord } from '../../domain/accounts/customer-records';
import type { GraphQLContext } from '../context';

/** The avatar's size when none is asked for (WordPress's default). */
const defaultAvatarSize = 96;

/** The User of a customer, or null when they no longer exist. */
export const userOf = (ctx: GraphQLContext, customerId: number): Promise<CustomerRecord | null> => findCustomer(ctx.db, customerId);

export const userResolvers = {
  RootQuery: {
    viewer: (_: unknown, __: unknown, ctx: GraphQLContext) => (ctx.viewer ? userOf(ctx, ctx.viewer.customerId) : null),
  },
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
    avatar: (user: CustomerRecord, { size }: { size?: number | null }) => {
      const side = size && size > 0 ? Math.min(size, 512) : defaultAvatarSize;
      const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
      return { url: avatarUrl(name, user.email), size: side, width: side, height: side, foundAvatar: true };
    },
    wooSessionToken: (_: CustomerRecord, __: unknown, { session }: GraphQLContext) => session.currentToken(),
  },
};
