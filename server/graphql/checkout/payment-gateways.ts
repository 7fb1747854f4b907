// `paymentGateways`: the ways to pay the shop offers now, as a connection (cursors count positions).
import type { PaymentGateway } from '../../domain/payments/payment-gateway';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap, pageList } from '../paging';
import { fromCursor, toCursor } from '../relay';

interface Listed {
  gateway: PaymentGateway;
  position: number;
}

export const paymentGatewayResolvers = {
  RootQuery: {
    paymentGateways(_: unknown, args: { first?: number | null; after?: string | null }, { checkout }: GraphQLContext) {
      const listed: Listed[] = checkout.gateways.map((gateway, index) => ({ gateway, position: index + 1 }));
      const page = pageList(listed, (item) => item.position, cappedPageSize(args.first, nestedListCap), args.after ? fromCursor(args.after) : null);
      const edges = page.items.map((item) => ({ cursor: toCursor(item.position), node: item.gateway }));
      return {
        edges,
        nodes: edges.map((edge) => edge.node),
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: page.hasPreviousPage,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  },
  PaymentGateway: {
    icon: () => null,
  },
};
