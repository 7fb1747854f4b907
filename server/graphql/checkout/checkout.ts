// `checkout`: thin over domain/checkout/. Counted against the client's rate limits first (refused
// attempts count too); the order's mails are queued with it and sent once it is committed, without
// the answer waiting (a declined payment's "Failed order" mail too). The answer's `order` is the
// orders row, which the Order type's resolvers read.
import type { CheckoutInput } from '../../domain/checkout/checkout-input';
import { orderReceivedPath } from '../../../common/orderReceivedPath';
import { placeOrder } from '../../domain/checkout/place-order';
import type { GraphQLContext } from '../context';
import { orderMailingOf } from '../orders/order-mailing';

export const checkoutResolvers = {
  RootMutation: {
    async checkout(_: unknown, { input }: { input: CheckoutInput & { clientMutationId?: string | null } }, context: GraphQLContext) {
      await context.limits?.take('checkout');
      const { session, checkout, shopOrigin } = context;
      const mailing = orderMailingOf(context);
      const placed = await placeOrder(
        {
          session,
          gateways: checkout.gateways,
          hideBillingAddressForVirtualProducts: checkout.hideBillingAddressForVirtualProducts,
          signedInCustomerId: context.viewer?.customerId,
          mailing,
        },
        input,
      ).finally(() => mailing?.mailer.sendQueued(context.db));
      return {
        clientMutationId: input.clientMutationId,
        result: 'success',
        redirect: shopOrigin + orderReceivedPath(placed.order),
        order: placed.order,
        customer: placed.customer,
      };
    },
  },
};
