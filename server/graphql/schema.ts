// The executable schema: server/schema.graphql (a strict subset of WooGraphQL) with the
// resolvers of each domain, which stop at a request's deadline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { loginClientResolvers } from './accounts/login-clients';
import { loginResolvers } from './accounts/login';
import { registerCustomerResolvers } from './accounts/register-customer';
import { updateCustomerResolvers } from './accounts/update-customer';
import { passwordResetResolvers } from './accounts/password-reset';
import { tokenResolvers } from './accounts/tokens';
import { userResolvers } from './accounts/user';
import { userRoleResolvers } from './accounts/user-roles';
import { cartResolvers } from './cart/cart';
import { cartItemResolvers } from './cart/cart-item';
import { customerResolvers } from './cart/customer';
import { cartOperationResolvers } from './cart/mutations';
import { catalogAdminResolvers } from './catalog/admin/catalog-admin';
import { catalogResolvers } from './catalog/resolvers';
import { checkoutResolvers } from './checkout/checkout';
import { paymentGatewayResolvers } from './checkout/payment-gateways';
import type { GraphQLContext } from './context';
import { stopResolversAtDeadline } from './bounds/deadline';
import { orderItemResolvers } from './orders/order-items';
import { orderResolvers } from './orders/order';
import { orderNoteResolvers } from './orders/order-notes';
import { shopOrderResolvers } from './orders/shop-orders';
import { stripePaymentIntentResolvers } from './payments/stripe-payment-intent';
import { reviewModerationResolvers } from './reviews/review-moderation';
import { writeReviewResolvers } from './reviews/write-review';
import { siteSettingsResolvers } from './settings/site-settings';

// From the project's root, where the server runs (also bundled: scripts/server-bundle.ts).
const typeDefs = readFileSync(path.resolve('server/schema.graphql'), 'utf8');

export const schema: GraphQLSchema = createSchema<GraphQLContext>({
  typeDefs,
  resolvers: [...catalogResolvers, ...catalogAdminResolvers, writeReviewResolvers, reviewModerationResolvers, cartResolvers, cartItemResolvers, customerResolvers, cartOperationResolvers, orderResolvers, orderItemResolvers, orderNoteResolvers, shopOrderResolvers, checkoutResolvers, paymentGatewayResolvers, stripePaymentIntentResolvers, userResolvers, userRoleResolvers, loginResolvers, tokenResolvers, registerCustomerResolvers, updateCustomerResolvers, passwordResetResolvers, loginClientResolvers, siteSettingsResolvers],
});
stopResolversAtDeadline(schema);
