// Resolvers of products: the root product/products fields and the fields every kind of product
// answers (a grouped product's own are in grouped.ts). Each reads a ProductRecord and asks the
// request's batchers for relations.
import type { GraphQLResolveInfo } from 'graphql';
import { priceText, type PriceFormat } from '../../domain/money';
import { selectMeta } from '../../domain/catalog/product-meta';
import { listProducts, maxProductPageSize, type ProductSort } from '../../domain/catalog/product-listing';
import type { ProductFilter } from '../../domain/catalog/store/product-list';
import type { ShownPrices } from '../../domain/cart/shown-prices';
import type { ProductKey } from '../../domain/catalog/store/product-lookup';
import { decimalText, isPurchasable } from '../../domain/catalog/product-record';
import type { ProductRecord } from '../../domain/catalog/store/product-records';
import type { VariationRecord } from '../../domain/catalog/store/variations';
import { andThen } from '../batcher';
import { paced } from '../../event-loop';
import type { GraphQLContext } from '../context';
import { connectionNodeFields } from '../lookahead';
import { cappedPageSize, nestedListCap, strictPageSize } from '../paging';
import { databaseIdOf, fromCursor, toGlobalId } from '../relay';
import type { CatalogLoaders } from './loaders';
import { defaultAttributeConnection, productAttributeConnection } from './attributes';
import { connection } from './connections';
import { reviewConnection } from './reviews';
import { fullYoastHead } from './seo-head';

type First = { first?: number | null };
type Format = { format?: PriceFormat | null };
type MetaArgs = { key?: string | null; keysIn?: (string | null)[] | null; multiple?: boolean | null };
type ProductIdType = 'id' | 'database_id' | 'slug' | 'sku';
type ProductsArgs = {
  first?: number | null;
  after?: string | null;
  where?: (ProductFilter & { orderby?: ProductSort[] | null }) | null;
};

/** The product key an `idType` names; a malformed global or database id is an input error. */
function productKey(idType: ProductIdType, id: string): ProductKey {
  if (idType === 'slug') return { slug: id };
  if (idType === 'sku') return { sku: id };
  return { databaseId: databaseIdOf('post', idType, id) };
}

const typeNames = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
  grouped: 'GroupProduct',
} as const;

/** The GraphQL type of a product or a variation (variations carry their parent's id). */
export function productTypeName(source: ProductRecord | VariationRecord): string {
  return 'productId' in source ? 'SimpleProductVariation' : typeNames[source.type];
}

// What the fields of a listed product read besides its record. A list loads these for all its
// products before graphql-js walks them, so every field completes at once.
const preloads: Record<string, (catalog: CatalogLoaders, products: readonly ProductRecord[]) => Promise<void>> = {
  description: (catalog, products) => catalog.texts.preload(products.map((p) => p.id)),
  shortDescription: (catalog, products) => catalog.texts.preload(products.map((p) => p.id)),
  image: (catalog, products) => catalog.media.preload(products.flatMap((p) => (p.imageId ? [p.imageId] : []))),
  galleryImages: (catalog, products) => catalog.gallery.preload(products.map((p) => p.id)),
  productCategories: (catalog, products) => catalog.productTerms.preload(products.map((p) => p.id)),
  terms: (catalog, products) => catalog.productTerms.preload(products.map((p) => p.id)),
};

/**
 * Listed products graphql-js completes in one turn of the event loop (server/event-loop.ts): the
 * full list's 10,000 took 600–700 ms of fields in one go; 500 took 25–39 ms. A thousand per turn
 * held the loop longer on PostgreSQL (a median of 187–214 ms against 168–172 for the full list).
 */
const nodesPerTurn = 500;

/** A price filter's bounds are prices as shoppers see them; the catalog keeps prices as entered. */
async function enteredPriceBounds(filter: ProductFilter, shownPrices: ShownPrices): Promise<ProductFilter> {
  const entered = async (units: number | null | undefined, bound: 'lower' | 'upper') =>
    units === null || units === undefined || !Number.isFinite(units) ? units : (await shownPrices.entered(Math.round(units * 100), bound)) / 100;
  return { ...filter, minPrice: await entered(filter.minPrice, 'lower'), maxPrice: await entered(filter.maxPrice, 'upper') };
}

const rootFields = {
  async products(_: unknown, args: ProductsArgs, { db, catalog, shownPrices }: GraphQLContext, info: GraphQLResolveInfo) {
    const { orderby, ...shownFilter } = args.where ?? {};
    const filter = await enteredPriceBounds(shownFilter, shownPrices);
    const afterId = args.after ? fromCursor(args.after) : null;
    const first = strictPageSize(args.first, maxProductPageSize);
    const page = await listProducts(db, { filter, sort: orderby, first, afterId });
    for (const product of page.products) catalog.product.prime(product.id, product);
    const wanted = [...connectionNodeFields(info)].flatMap((field) => preloads[field] ?? []);
    await Promise.all(wanted.map((preload) => preload(catalog, page.products)));
    const products = { items: page.products, hasNextPage: page.hasNextPage, hasPreviousPage: afterId !== null };
    const { nodes, edges, pageInfo } = connection(products, (product) => product.id);
    // Paced from when graphql-js reads them, and only the lists the query asks for.
    return {
      get nodes() {
        return paced(nodes, nodesPerTurn);
      },
      get edges() {
        return paced(edges, nodesPerTurn);
      },
      pageInfo,
      found: () => page.countAll(),
    };
  },

  async product(_: unknown, args: { id: string; idType?: ProductIdType | null }, { catalog }: GraphQLContext) {
    const product = await catalog.findProduct(productKey(args.idType ?? 'id', args.id));
    if (product) catalog.product.prime(product.id, product);
    return product;
  },
};

/** `ProductCategory.products`: the category's products as the root list gives them, a nested list's page at most. */
export function categoryProducts(
  category: { slug: string },
  args: { first?: number | null; after?: string | null },
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) {
  const first = cappedPageSize(args.first, nestedListCap);
  return rootFields.products(null, { first, after: args.after, where: { categoryIn: [category.slug] } }, context, info);
}

/** Fields of the Product interface, shared by every kind of product. */
export const productFields = {
  id: (p: ProductRecord) => toGlobalId('post', p.id),
  databaseId: (p: ProductRecord) => p.id,
  date: (p: ProductRecord) => p.createdAt,
  modified: (p: ProductRecord) => p.modifiedAt,
  dateOnSaleFrom: (p: ProductRecord) => p.saleFrom,
  dateOnSaleTo: (p: ProductRecord) => p.saleTo,
  purchasable: isPurchasable,
  description: (p: ProductRecord, _: unknown, { catalog }: GraphQLContext) =>
    andThen(catalog.texts.get(p.id), (texts) => texts?.description || null),
  shortDescription: (p: ProductRecord, _: unknown, { catalog }: GraphQLContext) =>
    andThen(catalog.texts.get(p.id), (texts) => texts?.shortDescription || null),
  image: (p: ProductRecord, _: unknown, { catalog }: GraphQLContext) => (p.imageId ? catalog.media.get(p.imageId) : null),
  galleryImages: (p: ProductRecord, { first }: First, { catalog }: GraphQLContext) => {
    const size = cappedPageSize(first, nestedListCap);
    return andThen(catalog.gallery.get(p.id), (images) => ({ nodes: images.slice(0, size) }));
  },
  productCategories: (p: ProductRecord, { first }: First, { catalog }: GraphQLContext) => {
    const size = cappedPageSize(first, nestedListCap);
    return andThen(catalog.productTerms.get(p.id), (terms) => ({
      nodes: terms.filter((term) => term.taxonomy === 'product_cat').slice(0, size),
    }));
  },
  terms: (p: ProductRecord, { first }: First, { catalog }: GraphQLContext) => {
    const size = cappedPageSize(first, nestedListCap);
    return andThen(catalog.productTerms.get(p.id), (terms) => ({ nodes: terms.slice(0, size) }));
  },
  async metaData(p: ProductRecord, args: MetaArgs, { catalog }: GraphQLContext) {
    return selectMeta(await catalog.meta.load(p.id), args);
  },
  async related(p: ProductRecord, { first }: First, { catalog }: GraphQLContext) {
    const ids = await catalog.related(cappedPageSize(first, nestedListCap)).load(p.id);
    const products = await Promise.all(ids.map((id) => catalog.product.load(id)));
    return { nodes: products.filter((product) => product !== null) };
  },
  reviews: reviewConnection,
  fullYoastHead,
};

/**
 * A product's price or range as WooGraphQL answers it: formatted, as the shop shows it (with tax,
 * when it shows tax: ShownPrices); RAW, a simple or external product's price as entered (its
 * `get_price()`), but a range of variations' or children's prices as shown, since WooGraphQL reads
 * those from `get_variation_prices(true)`, the prices for display.
 */
async function priceFieldText(p: ProductRecord, min: number | null, max: number | null, format: PriceFormat | null | undefined, { shownPrices }: GraphQLContext): Promise<string | null> {
  const asEntered = format === 'raw' && (p.type === 'simple' || p.type === 'external');
  if (asEntered) return priceText(min, max, 'raw');
  const [shownMin, shownMax] = await Promise.all([shownPrices.of(min), shownPrices.of(max)]);
  return priceText(shownMin, shownMax, format ?? 'formatted');
}

export const pricingFields = {
  price: (p: ProductRecord, { format }: Format, context: GraphQLContext) => priceFieldText(p, p.priceMin, p.priceMax, format, context),
  regularPrice: (p: ProductRecord, { format }: Format, context: GraphQLContext) => priceFieldText(p, p.regularMin, p.regularMax, format, context),
  salePrice: (p: ProductRecord, { format }: Format, context: GraphQLContext) => (p.onSale ? priceFieldText(p, p.saleMin, p.saleMax, format, context) : null),
};

const dimensionFields = {
  weight: (p: ProductRecord) => decimalText(p.weight),
  length: (p: ProductRecord) => decimalText(p.length),
  width: (p: ProductRecord) => decimalText(p.width),
  height: (p: ProductRecord) => decimalText(p.height),
};

export const attributeFields = {
  attributes: productAttributeConnection,
  defaultAttributes: defaultAttributeConnection,
};

export const productResolvers = {
  RootQuery: rootFields,
  Product: { __resolveType: productTypeName },
  // The content a comment is on: reviews are the only comments here, and they are on products.
  ContentNode: { __resolveType: productTypeName },
  ProductUnion: { __resolveType: productTypeName },
  ProductWithPricing: { __resolveType: productTypeName },
  InventoriedProduct: { __resolveType: productTypeName },
  ProductWithDimensions: { __resolveType: productTypeName },
  DownloadableProduct: { __resolveType: productTypeName },
  ProductWithAttributes: { __resolveType: productTypeName },
  ProductWithVariations: { __resolveType: productTypeName },
  SimpleProduct: {
    ...productFields,
    ...pricingFields,
    ...dimensionFields,
    ...attributeFields,
    downloadExpiry: (p: ProductRecord) => p.downloadExpiryDays,
  },
  ExternalProduct: { ...productFields, ...pricingFields, ...attributeFields },
  VariableProduct: {
    ...productFields,
    ...pricingFields,
    ...dimensionFields,
    ...attributeFields,
    async variations(p: ProductRecord, { first }: First, { catalog }: GraphQLContext) {
      return { nodes: (await catalog.variations.load(p.id)).slice(0, cappedPageSize(first, nestedListCap)) };
    },
  },
};
