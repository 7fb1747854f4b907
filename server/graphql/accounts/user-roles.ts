// The viewer's role, as WPGraphQL's User.roles (a connection of UserRole: its name, display name and
// capabilities) and WooGraphQL's Customer.role show it; only a customer's own Customer answers it.
import { roleCapabilities, roleDisplayNames, type Role } from '../../domain/accounts/capabilities';
import type { CustomerRecord } from '../../domain/accounts/store/customers';
import type { CustomerSource } from '../cart/customer-source';
import { connection } from '../catalog/connections';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap, pageList } from '../paging';
import { fromCursor } from '../relay';
import { ownAccountRecord } from './customer-account';

type ListArgs = { first?: number | null; after?: string | null };

export const userRoleResolvers = {
  User: {
    // WordPress gives each user one role here; the list's cursors count its places.
    roles: (user: CustomerRecord, { first, after }: ListArgs) => {
      const page = pageList([user.role], () => 0, cappedPageSize(first, nestedListCap), after ? fromCursor(after) : null);
      return connection(page, () => 0);
    },
  },
  UserRole: {
    id: (role: Role) => Buffer.from(`user_role:${role}`).toString('base64'),
    name: (role: Role) => role,
    displayName: (role: Role) => roleDisplayNames[role],
    capabilities: (role: Role) => roleCapabilities[role],
  },
  Customer: {
    role: async (customer: CustomerSource, _: unknown, ctx: GraphQLContext) => (await ownAccountRecord(customer, ctx))?.role ?? null,
  },
};
