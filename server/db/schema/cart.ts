// The shop's cart tables: visitor sessions with their cart lines and coupons, and the shop's
// coupons, shipping zones and tax rates that price a cart. Money in integer cents, tax rates in
// millionths (see domain/cart/tax.ts), like the catalog tables.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productVariations, type AttributeValue } from './catalog';
import { customers } from './customers';
import { moment, translations } from './columns';
import type { StoredAddress } from './stored-address';

// The session, checkout and account code names the address from here, beside the tables it fills.
export type { StoredAddress };

/** A visitor's WooCommerce session: who they are so far and what they chose for their cart. */
export const sessions = pgTable(
  'sessions',
  {
    /** The `customer_id` of the session token: random, never a guessable number. */
    key: text('key').primaryKey(),
    billing: jsonb('billing').$type<StoredAddress>().notNull(),
    shipping: jsonb('shipping').$type<StoredAddress>().notNull(),
    chosenShippingMethods: jsonb('chosen_shipping_methods').$type<string[]>().notNull().default([]),
    /** The rate ids offered when the shopper last chose (WooCommerce's `previous_shipping_methods`): a free rate not among them came since. */
    shippingRatesAtChoice: jsonb('shipping_rates_at_choice').$type<string[]>().notNull().default([]),
    /** A signed-in customer's saved cart: one per customer, the same on every device they sign in on. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** Slides forward on use; an expired session is gone, with its cart. */
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('sessions_expiry_idx').on(t.expiresAt), uniqueIndex('sessions_customer_idx').on(t.customerId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    sessionKey: text('session_key')
      .notNull()
      .references(() => sessions.key, { onDelete: 'cascade' }),
    /** WooCommerce's cart item key: a hash of the product, variation and chosen attributes. */
    key: text('key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    variation: jsonb('variation').$type<AttributeValue[]>().notNull().default([]),
    extraData: jsonb('extra_data').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    addedAt: moment('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionKey, t.key] }), check('cart_items_quantity_check', sql`${t.quantity} > 0`)],
);

export type CouponKind = 'percent' | 'fixed_cart' | 'fixed_product';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Lower case: codes are matched without regard to case, as WooCommerce does. */
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type').$type<CouponKind>().notNull(),
    /** percent: whole percent; otherwise cents. */
    amount: integer('amount').notNull(),
    freeShipping: boolean('free_shipping').notNull().default(false),
    minimumSpend: integer('minimum_spend'),
    maximumSpend: integer('maximum_spend'),
    expiresAt: moment('expires_at'),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    usageLimitPerUser: integer('usage_limit_per_user'),
    individualUse: boolean('individual_use').notNull().default(false),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'`),
    excludedProductIds: integer('excluded_product_ids').array().notNull().default(sql`'{}'`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    excludedCategoryIds: integer('excluded_category_ids').array().notNull().default(sql`'{}'`),
    excludeSaleItems: boolean('exclude_sale_items').notNull().default(false),
  },
  (t) => [
    check('coupons_type_check', sql`${t.discountType} in ('percent', 'fixed_cart', 'fixed_product')`),
    check('coupons_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Who used a coupon, for the per-customer limit; an order that uses one adds a row. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    usedAt: moment('used_at').notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_idx').on(t.couponId, t.email)],
);

/** The coupons on a session's cart, in the order applied. */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    sessionKey: text('session_key')
      .notNull()
      .references(() => sessions.key, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionKey, t.couponId] })],
);

export const shippingZones = pgTable('shipping_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Zones are matched in this order; the first covering the address wins. */
  position: integer('position').notNull(),
});

export const shippingZoneLocations = pgTable(
  'shipping_zone_locations',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    /** '' covers the whole country. */
    state: text('state').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.country, t.state] })],
);

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    /** null: the "rest of the world" methods, for addresses no zone covers. */
    zoneId: integer('zone_id').references(() => shippingZones.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<'flat_rate' | 'free_shipping' | 'local_pickup'>().notNull(),
    title: text('title').notNull(),
    titles: translations('titles'),
    cost: integer('cost').notNull().default(0),
    taxable: boolean('taxable').notNull().default(true),
    /** free_shipping only: WooCommerce's "Free shipping requires…". */
    requires: text('requires').$type<'nothing' | 'coupon' | 'min_amount' | 'either' | 'both'>().notNull().default('nothing'),
    minAmount: integer('min_amount'),
  },
  (t) => [
    index('shipping_methods_zone_idx').on(t.zoneId, t.position),
    check('shipping_methods_kind_check', sql`${t.kind} in ('flat_rate', 'free_shipping', 'local_pickup')`),
    check('shipping_methods_cost_check', sql`${t.cost} >= 0`),
  ],
);

export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    /** '' covers the whole country. */
    state: text('state').notNull().default(''),
    name: text('name').notNull(),
    partsPerMillion: integer('parts_per_million').notNull(),
    shipping: boolean('shipping').notNull().default(true),
  },
  (t) => [check('tax_rates_rate_check', sql`${t.partsPerMillion} >= 0`)],
);
