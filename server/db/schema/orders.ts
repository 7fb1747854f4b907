// Orders as checkout writes them: what was bought, at which amounts, by whom, paid how. Every
// amount is copied from the cart as the store computed it at checkout (integer cents), so an order
// never changes when prices, coupons or tax rates do later.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredAddress } from './cart';
import { coupons } from './cart';
import { products, productVariations, type AttributeValue } from './catalog';
import { moment } from './columns';
import { customers } from './customers';

/** WooCommerce's order statuses, lower case as it stores them (`wc-` prefix left off). */
export type OrderStatus = 'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed' | 'checkout-draft';

/** An order in the trash is kept as WordPress keeps a trashed post: nobody reads it, and only deleting it for good is left. */
export const trashedStatus = 'trash';

export const orders = pgTable(
  'orders',
  {
    // Orders are posts in WooCommerce, numbered with products and variations.
    id: integer('id').primaryKey().default(sql`nextval('post_id_seq')`),
    /** `wc_order_` and random letters: the only way a visitor reads their order (order-received link). */
    orderKey: text('order_key').notNull().unique(),
    status: text('status').$type<OrderStatus | typeof trashedStatus>().notNull(),
    currency: text('currency').notNull(),
    /** The cart session that placed it. */
    sessionKey: text('session_key'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method').notNull(),
    paymentMethodTitle: text('payment_method_title').notNull(),
    /** The payment provider's reference (a Stripe PaymentIntent id); one order per transaction. */
    transactionId: text('transaction_id'),
    billing: jsonb('billing').$type<StoredAddress>().notNull(),
    shipping: jsonb('shipping').$type<StoredAddress>().notNull(),
    shipToDifferentAddress: boolean('ship_to_different_address').notNull().default(false),
    customerNote: text('customer_note').notNull().default(''),
    metaData: jsonb('meta_data').$type<{ key: string; value: string }[]>().notNull().default([]),
    shippingMethodId: text('shipping_method_id'),
    shippingMethodTitle: text('shipping_method_title'),
    subtotal: integer('subtotal').notNull(),
    subtotalTax: integer('subtotal_tax').notNull(),
    discountTotal: integer('discount_total').notNull(),
    discountTax: integer('discount_tax').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    shippingTax: integer('shipping_tax').notNull(),
    totalTax: integer('total_tax').notNull(),
    total: integer('total').notNull(),
    /** Whether the stock of its lines was taken (a failed payment's order takes none). */
    stockReduced: boolean('stock_reduced').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
    paidAt: moment('paid_at'),
  },
  (t) => [
    uniqueIndex('orders_transaction_idx').on(t.transactionId),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_session_idx').on(t.sessionKey),
    check('orders_total_check', sql`${t.total} >= 0`),
  ],
);

/** One line of an order: the product (and variation) bought, as named and priced at checkout. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'set null' }),
    /** The chosen attributes (a variation's "any" attributes included). */
    variation: jsonb('variation').$type<AttributeValue[]>().notNull().default([]),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: integer('subtotal').notNull(),
    subtotalTax: integer('subtotal_tax').notNull(),
    total: integer('total').notNull(),
    totalTax: integer('total_tax').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position), check('order_lines_quantity_check', sql`${t.quantity} > 0`)],
);

/** The coupons an order used, with the discount each gave. */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    discount: integer('discount').notNull(),
    discountTax: integer('discount_tax').notNull(),
  },
  (t) => [index('order_coupons_order_idx').on(t.orderId)],
);

/**
 * WooCommerce's order notes: the shop's private notes on an order (every status change leaves one)
 * and notes meant for the customer. WordPress keeps them with reviews in one comments table, so
 * they take their ids from the reviews' sequence: a note's `comment:<id>` never names a review.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().default(sql`nextval('reviews_id_seq')`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isCustomerNote: boolean('is_customer_note').notNull().default(false),
    /** Who added it: the shop's person, or null for the shop itself (a status change), as WooCommerce writes "WooCommerce". */
    addedBy: integer('added_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
