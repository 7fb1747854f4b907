// What a request may cost, counted before it runs with the request's real variable values and
// defaults (graphql-query-complexity walks the document; the rule of what one field costs is here).
//
// Every field in the answer costs 1: a scalar is a value to make and send, an object a value
// holding others. A list multiplies what one item costs by the number of items it can hold, as the
// resolvers will really serve them: a connection by its page size (`first`, 10 when not given, and
// never more than the resolver's own cap: 9999 for the product list, 100 for every nested list, as
// WPGraphQL caps them), any other list at the most a list may hold. Given the catalog's list
// maxima (domain/catalog/store/list-maxima.ts), a list of the catalog also holds no more than the
// catalog's longest such list: a page of products no more than are published, a product's
// variations no more than the most any product has. Abstract types cost what their most
// expensive member costs. So the count is an upper bound of the values in the answer, however
// the document is spelled: aliases, fragments and variables all count as what they ask for. A
// field that renders a page costs as much as a page, a list that reads the whole catalog
// (a product list, with or without a search) costs a fixed share of the limits, and so does a
// look at the schema (introspection), whose answer the schema bounds, not the catalog.
import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { maxCartLines } from '../../domain/cart/cart-limits';
import type { CatalogListMaxima } from '../../domain/catalog/store/list-maxima';
import { maxProductPageSize } from '../../domain/catalog/product-listing';
import { maxTermPageSize } from '../../domain/catalog/terms';
import { defaultPageSize, nestedListCap } from '../paging';

/** The page-size caps of the root lists and the cart's lines; every other connection is nested. */
const pageCaps: Readonly<Record<string, number>> = {
  'RootQuery.products': maxProductPageSize,
  'RootQuery.productCategories': maxTermPageSize,
  'RootQuery.terms': maxTermPageSize,
  'Cart.contents': maxCartLines,
};

/**
 * A list with no page size of its own (a product's attributes, metadata, a cart's coupons) counts
 * as if it held this many: none of them comes near it in a shop, and the cap of nested lists is
 * the bound the rest of the schema keeps.
 */
const unsizedListMaximum = nestedListCap;

/**
 * The lists of the catalog, by the field (on a type or an interface it implements) and the
 * maximum that bounds them. Lists of a shopper's own (cart lines, orders, downloads) and of the
 * shop's settings (countries, gateways) are not here: they keep the caps above.
 */
const catalogLists: Readonly<Record<string, keyof CatalogListMaxima>> = {
  'RootQuery.products': 'products',
  'RootQuery.productCategories': 'categories',
  'RootQuery.terms': 'terms',
  'ProductWithVariations.variations': 'variationsPerProduct',
  'ProductWithAttributes.attributes': 'attributesPerProduct',
  'ProductWithAttributes.defaultAttributes': 'valuesPerChoice',
  'ProductVariation.attributes': 'valuesPerChoice',
  'ProductAttribute.options': 'valuesPerAttribute',
  'GlobalProductAttribute.terms': 'valuesPerAttribute',
  'Product.terms': 'termsPerProduct',
  'Product.productCategories': 'categoriesPerProduct',
  'Product.galleryImages': 'galleryImagesPerProduct',
  'Product.related': 'relatedPerProduct',
  'Product.reviews': 'reviewsPerProduct',
  'Product.metaData': 'metaPerProduct',
  'ProductUnion.metaData': 'metaPerProduct',
  'GroupProduct.products': 'childrenPerGroup',
  'ProductCategory.products': 'products',
};

/** The coordinates of `catalogLists` (for tests: each must name a field of the schema). */
export const catalogListFields = Object.keys(catalogLists);

/**
 * Fields that render a whole page to answer (a product's SEO head) cost what the values of a page
 * cost, so a list asking it of every product is refused rather than rendering thousands of pages.
 */
const pageRenderingFields = new Set(['fullYoastHead']);
const pageRenderingCost = 20_000;

/**
 * Lists that read the whole catalog to answer a page: every call filters, searches and sorts
 * every published product, whatever page it answers (one such call takes 80-180 ms among 10,000
 * products on PGlite). Each call costs a fixed share of the limits, so a document may hold a few
 * dozen at the resolvers' caps and some twenty in the catalog as it stands, aliased or repeated
 * in a list as it may be: 110 aliased searches are refused before any reaches the database.
 */
const catalogScanFields = new Set(['RootQuery.products', 'ProductCategory.products']);
export const catalogScanCost = 200_000;

/**
 * Introspection (`__schema`, `__type`) answers from the schema, whatever the catalog holds: a
 * whole look at this schema (graphql-js's getIntrospectionQuery, which code generators send)
 * answers some 16,000 values, 250 KB, in about 15 ms. Counted as lists at the caps it would cost
 * billions; each costs instead a tenth of the limits whatever it selects, so a document may look
 * at the schema up to ten times (some 150 ms), never more, however it aliases.
 */
const introspectionFields = new Set(['__schema', '__type']);
export const introspectionCost = 1_000_000;

type AnyField = GraphQLField<unknown, unknown>;

function isConnection(field: AnyField): boolean {
  const type = getNamedType(field.type);
  return isObjectType(type) && ('nodes' in type.getFields() || 'edges' in type.getFields());
}

/** How many items a page of this connection can hold, as its resolver will serve it. */
function pageSize(coordinate: string, first: unknown): number {
  const cap = pageCaps[coordinate] ?? nestedListCap;
  if (first === undefined || first === null) return Math.min(defaultPageSize, cap);
  // A negative or fractional size is refused by the resolver; the largest page is the fair guess.
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 0) return cap;
  return Math.min(first, cap);
}

/** The catalog's longest list of this field (asked on `type`), or Infinity for a list not of the catalog. */
function catalogMaximum(type: GraphQLCompositeType, field: AnyField, maxima: CatalogListMaxima | undefined): number {
  if (!maxima) return Infinity;
  const owners = isObjectType(type) || isInterfaceType(type) ? [type, ...type.getInterfaces()] : [type];
  const list = owners.map((owner) => catalogLists[`${owner.name}.${field.name}`]).find((name) => name !== undefined);
  return list ? maxima[list] : Infinity;
}

function fieldEstimator(maxima: CatalogListMaxima | undefined): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    if (introspectionFields.has(field.name)) return introspectionCost;
    if (pageRenderingFields.has(field.name)) return pageRenderingCost;
    if (isConnection(field)) {
      const hasPageSize = field.args.some((argument) => argument.name === 'first');
      const page = hasPageSize ? pageSize(`${type.name}.${field.name}`, args.first) : unsizedListMaximum;
      const scan = catalogScanFields.has(`${type.name}.${field.name}`) ? catalogScanCost : 0;
      return 1 + scan + Math.min(page, catalogMaximum(type, field, maxima)) * childComplexity;
    }
    if (isListType(getNullableType(field.type))) {
      // The nodes and edges of a connection come as many as the connection's page, counted above.
      const inConnection = isObjectType(type) && (field.name === 'nodes' || field.name === 'edges');
      if (inConnection) return 1 + childComplexity;
      return 1 + Math.min(unsizedListMaximum, catalogMaximum(type, field, maxima)) * Math.max(childComplexity, 1);
    }
    return 1 + childComplexity;
  };
}

/**
 * The cost of running `document`'s operation with these variables: in a catalog with these list
 * maxima, or without them at the resolvers' caps alone (never less). Throws a GraphQLError when
 * the variables do not fit the operation (execution would refuse them too).
 */
export function requestCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  maxima?: CatalogListMaxima,
): number {
  return getComplexity({ schema, query: document, variables: variables ?? {}, operationName, estimators: [fieldEstimator(maxima)] });
}
