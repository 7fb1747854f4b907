// The catalog tables, shaped after the WordPress/WooCommerce data the GraphQL API mirrors:
// products, variations and media share one id space (WordPress posts, global id `post:<id>`),
// categories and attribute terms share another (`term:<id>`). Money is stored in integer minor
// units (cents); dates are timestamptz.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { moment, translations } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const postIdSequence = pgSequence('post_id_seq');
export const termIdSequence = pgSequence('term_id_seq');

const postId = () => integer('id').primaryKey().default(sql`nextval('post_id_seq')`);
const termId = () => integer('id').primaryKey().default(sql`nextval('term_id_seq')`);

/** How a product is offered in the shop and in search (WooCommerce's catalog visibility). */
export type CatalogVisibility = 'visible' | 'catalog' | 'search' | 'hidden';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';
export type ProductType = 'simple' | 'variable' | 'external' | 'grouped';

/** One chosen attribute value: a term slug for global attributes (`pa_color` → `blue`), else the option text. */
export interface AttributeValue {
  name: string;
  value: string;
}

// Image bytes live in the database: the server keeps no state elsewhere, so several processes
// can share one PostgreSQL. File names carry a content hash because they are served immutable.
export const media = pgTable('media', {
  id: postId(),
  fileName: text('file_name').notNull().unique(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  altText: text('alt_text').notNull().default(''),
  title: text('title').notNull().default(''),
  data: bytea('data').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: postId(),
    type: text('type').$type<ProductType>().notNull(),
    status: text('status').notNull().default('publish'),
    catalogVisibility: text('catalog_visibility').$type<CatalogVisibility>().notNull().default('visible'),
    featured: boolean('featured').notNull().default(false),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').unique(),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    // Variable and grouped products take their prices from their variations or children and leave these null.
    regularPrice: integer('regular_price'),
    salePrice: integer('sale_price'),
    saleFrom: moment('sale_from'),
    saleTo: moment('sale_to'),
    manageStock: boolean('manage_stock').notNull().default(false),
    stockQuantity: integer('stock_quantity'),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('instock'),
    backorders: text('backorders').$type<'no' | 'notify' | 'yes'>().notNull().default('no'),
    lowStockAmount: integer('low_stock_amount'),
    virtual: boolean('virtual').notNull().default(false),
    downloadable: boolean('downloadable').notNull().default(false),
    downloadLimit: integer('download_limit'),
    downloadExpiryDays: integer('download_expiry_days'),
    weight: numeric('weight', { precision: 10, scale: 3 }),
    length: numeric('length', { precision: 10, scale: 2 }),
    width: numeric('width', { precision: 10, scale: 2 }),
    height: numeric('height', { precision: 10, scale: 2 }),
    externalUrl: text('external_url'),
    buttonText: text('button_text'),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    menuOrder: integer('menu_order').notNull().default(0),
    totalSales: integer('total_sales').notNull().default(0),
    // Kept in step with the approved reviews (see domain/reviews/store/ratings.ts), as WooCommerce
    // keeps _wc_average_rating and _wc_review_count, so lists can sort by them without aggregating.
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    reviewsAllowed: boolean('reviews_allowed').notNull().default(true),
    defaultAttributes: jsonb('default_attributes').$type<AttributeValue[]>().notNull().default([]),
    createdAt: moment('created_at').notNull().defaultNow(),
    modifiedAt: moment('modified_at').notNull().defaultNow(),
  },
  (t) => [
    index('products_listing_idx').on(t.status, t.catalogVisibility),
    index('products_created_idx').on(t.createdAt),
    check('products_type_check', sql`${t.type} in ('simple', 'variable', 'external', 'grouped')`),
    check('products_prices_check', sql`${t.regularPrice} >= 0 and ${t.salePrice} >= 0`),
  ],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: postId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('publish'),
    menuOrder: integer('menu_order').notNull().default(0),
    // WooCommerce stores the generated title ("Classic Hoodie - Blue, M") and slug on the variation.
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').unique(),
    description: text('description').notNull().default(''),
    regularPrice: integer('regular_price'),
    salePrice: integer('sale_price'),
    saleFrom: moment('sale_from'),
    saleTo: moment('sale_to'),
    // Without its own stock the variation counts against the parent product's stock.
    manageStock: boolean('manage_stock').notNull().default(false),
    stockQuantity: integer('stock_quantity'),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('instock'),
    backorders: text('backorders').$type<'no' | 'notify' | 'yes'>().notNull().default('no'),
    lowStockAmount: integer('low_stock_amount'),
    virtual: boolean('virtual').notNull().default(false),
    downloadable: boolean('downloadable').notNull().default(false),
    weight: numeric('weight', { precision: 10, scale: 3 }),
    length: numeric('length', { precision: 10, scale: 2 }),
    width: numeric('width', { precision: 10, scale: 2 }),
    height: numeric('height', { precision: 10, scale: 2 }),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    attributes: jsonb('attributes').$type<AttributeValue[]>().notNull().default([]),
    createdAt: moment('created_at').notNull().defaultNow(),
    modifiedAt: moment('modified_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_variations_product_idx').on(t.productId, t.menuOrder),
    check('product_variations_prices_check', sql`${t.regularPrice} >= 0 and ${t.salePrice} >= 0`),
  ],
);

// A grouped product's children (WooCommerce's `_children`): the simple and external products it
// gathers, in the order the group shows them. A product may belong to several groups.
export const groupedProductChildren = pgTable(
  'grouped_product_children',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    childId: integer('child_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.position] }),
    unique('grouped_product_children_parent_child_key').on(t.parentId, t.childId),
    index('grouped_product_children_child_idx').on(t.childId),
    check('grouped_product_children_not_self_check', sql`${t.parentId} <> ${t.childId}`),
  ],
);

/** Global attributes (WooCommerce "attribute taxonomies"): `color` owns the terms of taxonomy `pa_color`. */
export const attributeTaxonomies = pgTable('attribute_taxonomies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  labels: translations('labels'),
});

/** Terms of every taxonomy: product categories (`product_cat`) and global attribute terms (`pa_*`). */
export const terms = pgTable(
  'terms',
  {
    id: termId(),
    taxonomy: text('taxonomy').notNull(),
    name: text('name').notNull(),
    names: translations('names'),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    parentId: integer('parent_id'),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    menuOrder: integer('menu_order').notNull().default(0),
  },
  (t) => [unique('terms_taxonomy_slug_key').on(t.taxonomy, t.slug)],
);

export const productTerms = pgTable(
  'product_terms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index('product_terms_term_idx').on(t.termId)],
);

// A global attribute row names its taxonomy and takes its values from product_terms; a local
// attribute ("Material") carries its options itself.
export const productAttributes = pgTable(
  'product_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    isTaxonomy: boolean('is_taxonomy').notNull(),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    visible: boolean('visible').notNull().default(true),
    variation: boolean('variation').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const productGallery = pgTable(
  'product_gallery',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const productMeta = pgTable(
  'product_meta',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('product_meta_product_idx').on(t.productId)],
);

// The files a downloadable product delivers. Kept apart from `media`, which is served publicly.
export const productDownloads = pgTable(
  'product_downloads',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    downloadId: text('download_id').notNull().unique(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('product_downloads_product_idx').on(t.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    // Plain text as the shopper wrote it; rendered to HTML on the way out.
    content: text('content').notNull(),
    rating: integer('rating').notNull(),
    status: text('status').$type<'approved' | 'hold' | 'spam' | 'trash'>().notNull().default('approved'),
    /** What a trashed review was before, so restoring it puts it back (WordPress's _wp_trash_meta_status). */
    statusBeforeTrash: text('status_before_trash').$type<'approved' | 'hold' | 'spam'>(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

// A counter that every write to a catalog table advances (triggers in migration 0001), so each
// server process can tell with one tiny query whether its cached catalog rows are still current.
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
    /** Advanced when only stock quantities or sales counts changed (orders), which pages may show a little late. */
    stockVersion: integer('stock_version').notNull().default(0),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);
