// `paymentGateways`: the ways to pay the shop offers for the session's cart now, as WooGraphQL lists
// WooCommerce's available gateways, as a connection (cursors count positions). Their texts are in
// the request's language; the list reads the cart, so no answer of it is ever shared (shareable.ts).
import { readCart } from '../../domain/cart/session-cart';
import { availableGateways, goodsOfCart } from '../../domain/payments/gateway-availability';
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
    async paymentGateways(_: unknown, args: { first?: number | null; after?: string | null }, { checkout, db, session }: GraphQLContext) {
      const cart = await readCart(db, await session.read(), session.pricing);
      const listed: Listed[] = availableGateways(checkout.gateways, goodsOfCart(cart)).map((gateway, index) => ({ gateway, position: index + 1 }));
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
    title: (gateway: PaymentGateway, _: unknown, { locale }: GraphQLContext) => gateway.texts[locale].title,
    description: (gateway: PaymentGateway, _: unknown, { locale }: GraphQLContext) => gateway.texts[locale].description,
    icon: () => null,
  },
};
