// `checkout`: thin over domain/checkout/. Counted against the client's rate limits first (refused
// attempts count too); the order's confirmation mail is queued with it and sent once it is
// committed, without the answer waiting. The answer's
// `order` is the orders row, which the Order type's resolvers read.
import type { CheckoutInput } from '../../domain/checkout/checkout-input';
import { orderReceivedPath } from '../../../common/orderReceivedPath';
import { placeOrder } from '../../domain/checkout/place-order';
import type { GraphQLContext } from '../context';

export const checkoutResolvers = {
  RootMutation: {
    async checkout(_: unknown, { input }: { input: CheckoutInput & { clientMutationId?: string | null } }, context: GraphQLContext) {
      await context.limits?.take('checkout');
      const { session, checkout, shopOrigin } = context;
      const placed = await placeOrder(
        {
          session,
          gateways: checkout.gateways,
          hideBillingAddressForVirtualProducts: checkout.hideBillingAddressForVirtualProducts,
          signedInCustomerId: context.viewer?.customerId,
          confirmation: checkout.orderMailer && { mailer: checkout.orderMailer, shopOrigin, withTax: context.site.taxDisplay.cart === 'incl' },
        },
        input,
      );
      if (placed.cart) checkout.orderMailer?.sendQueued(context.db);
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
