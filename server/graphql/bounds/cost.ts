// What a request may cost, counted before it runs with the request's real variable values and
// defaults (graphql-query-complexity walks the document; the rule of what one field costs is here).
//
// Every field in the answer costs 1: a scalar is a value to make and send, an object a value
// holding others. A list multiplies what one item costs by the number of items it can hold, as the
// resolvers will really serve them: a connection by its page size (`first`, 10 when not given, and
// never more than the resolver's own cap: 9999 for the product list, 100 for every nested list, as
// WPGraphQL caps them), any other list at the most a list may hold. Abstract types cost what their
// most expensive member costs. So the count is an upper bound of the values in the answer, however
// the document is spelled: aliases, fragments and variables all count as what they ask for.
import { getNamedType, getNullableType, isListType, isObjectType, type DocumentNode, type GraphQLField, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { maxCartLines } from '../../domain/cart/cart-limits';
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

const estimateField: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (isConnection(field)) {
    const hasPageSize = field.args.some((argument) => argument.name === 'first');
    const items = hasPageSize ? pageSize(`${type.name}.${field.name}`, args.first) : unsizedListMaximum;
    return 1 + items * childComplexity;
  }
  if (isListType(getNullableType(field.type))) {
    // The nodes and edges of a connection come as many as the connection's page, counted above.
    const inConnection = isObjectType(type) && (field.name === 'nodes' || field.name === 'edges');
    return inConnection ? 1 + childComplexity : 1 + unsizedListMaximum * Math.max(childComplexity, 1);
  }
  return 1 + childComplexity;
};

/**
 * The cost of running `document`'s operation with these variables. Throws a GraphQLError when the
 * variables do not fit the operation (execution would refuse them too).
 */
export function requestCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number {
  return getComplexity({ schema, query: document, variables: variables ?? {}, operationName, estimators: [estimateField] });
}
