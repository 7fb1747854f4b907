// The checkout part of the WooGraphQL schema the store backend implements: the checkout mutation
// that turns a session's cart into an order, the order as a visitor (by its key) or its customer
// reads it, the payment gateways the shop offers, and Stripe's payment intent for card payments.
import type { SchemaSelection } from './selection';

const connectionPage = ['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor'];
const money = (...fields: string[]) => fields.map((field) => `${field}(format)`);
const connection = (name: string, extra: string[] = []): SchemaSelection => ({
  [name]: ['edges', 'nodes', 'pageInfo', ...extra],
  [`${name}Edge`]: ['cursor', 'node'],
  [`${name}PageInfo`]: connectionPage,
});

export const checkout: SchemaSelection = {
  RootQuery: ['order(id, idType)', 'paymentGateways(first, after)', 'stripePaymentIntent(stripePaymentMethod, customerId, saveForFuture)'],
  RootMutation: ['checkout(input)'],

  CheckoutInput: [
    'clientMutationId',
    'paymentMethod',
    'billing',
    'shipping',
    'shipToDifferentAddress',
    'shippingMethod',
    'customerNote',
    'metaData',
    'account',
    'transactionId',
    'isPaid',
    'createdVia',
  ],
  CreateAccountInput: ['username', 'password'],
  MetaDataInput: ['id', 'key', 'value'],
  CheckoutPayload: ['clientMutationId', 'customer', 'order', 'redirect', 'result'],

  Order: [
    'id',
    'databaseId',
    'orderNumber',
    'orderKey',
    'date',
    'datePaid',
    'status',
    'needsPayment',
    'needsProcessing',
    'needsShippingAddress',
    'hasDownloadableItem',
    'currency',
    'customerNote',
    'paymentMethod',
    'paymentMethodTitle',
    'transactionId',
    'createdVia',
    // Its public meta data, and how to pay an order awaiting a transfer or cheque (payment_instructions).
    'metaData(key, keysIn, multiple)',
    'billing',
    'shipping',
    'customer',
    'lineItems(first, after)',
    'couponLines(first, after)',
    'shippingLines(first, after)',
    'downloadableItems(first, after)',
    ...money('subtotal', 'discountTotal', 'discountTax', 'shippingTotal', 'shippingTax', 'totalTax', 'total'),
  ],
  OrderStatusEnum: ['CANCELLED', 'CHECKOUT_DRAFT', 'COMPLETED', 'FAILED', 'ON_HOLD', 'PENDING', 'PROCESSING', 'REFUNDED'],
  OrderIdTypeEnum: ['DATABASE_ID', 'ID', 'ORDER_KEY'],

  LineItem: ['id', 'databaseId', 'orderId', 'productId', 'variationId', 'quantity', 'product', 'variation', 'metaData(key, keysIn, multiple)', ...money('subtotal', 'subtotalTax', 'total', 'totalTax')],
  LineItemToProductConnectionEdge: ['cursor', 'node'],
  LineItemToProductVariationConnectionEdge: ['cursor', 'node'],
  ...connection('OrderToLineItemConnection'),
  CouponLine: ['id', 'databaseId', 'orderId', 'code', 'discount', 'discountTax'],
  ...connection('OrderToCouponLineConnection'),
  ShippingLine: ['id', 'databaseId', 'orderId', 'methodTitle', 'total', 'totalTax'],
  ...connection('OrderToShippingLineConnection'),
  DownloadableItem: ['id', 'downloadId', 'name', 'url', 'accessExpires', 'downloadsRemaining', 'product'],
  ...connection('OrderToDownloadableItemConnection'),

  PaymentGateway: ['id', 'title', 'description', 'icon'],
  ...connection('RootQueryToPaymentGatewayConnection'),
  PaymentIntent: ['amount', 'clientSecret', 'currency', 'error', 'id', 'stripePaymentMethod'],
  StripePaymentMethodEnum: ['PAYMENT', 'SETUP'],
};
