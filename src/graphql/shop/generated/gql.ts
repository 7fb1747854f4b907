/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation createOrderNote($orderId: ID!, $note: String!, $isCustomerNote: Boolean!) {\n  createOrderNote(\n    input: {orderId: $orderId, note: $note, isCustomerNote: $isCustomerNote}\n  ) {\n    order {\n      ...ShopOrder\n    }\n  }\n}": typeof types.CreateOrderNoteDocument,
    "mutation moderateReview($id: ID!, $rating: Int!, $status: CommentStatusEnum!) {\n  updateReview(input: {id: $id, rating: $rating, status: $status}) {\n    review {\n      id\n      status\n    }\n  }\n}": typeof types.ModerateReviewDocument,
    "query pendingReviews($first: Int!, $after: String) {\n  comments(first: $first, after: $after, where: {statusIn: [HOLD]}) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      databaseId\n      content\n      date\n      author {\n        node {\n          name\n          email\n        }\n      }\n      commentedOn {\n        node {\n          ... on Product {\n            databaseId\n            name\n            slug\n            reviews(first: 100, where: {statusIn: [HOLD]}) {\n              edges {\n                rating\n                node {\n                  databaseId\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}": typeof types.PendingReviewsDocument,
    "query shopOrder($id: ID!) {\n  order(id: $id, idType: DATABASE_ID) {\n    ...ShopOrder\n  }\n}": typeof types.ShopOrderDocument,
    "fragment ShopAddress on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}\n\nfragment ShopOrder on Order {\n  id\n  databaseId\n  orderNumber\n  date\n  datePaid\n  status\n  paymentMethodTitle\n  customerNote\n  subtotal(format: RAW)\n  discountTotal(format: RAW)\n  shippingTotal(format: RAW)\n  totalTax(format: RAW)\n  total(format: RAW)\n  billing {\n    ...ShopAddress\n  }\n  shipping {\n    ...ShopAddress\n  }\n  lineItems(first: 100) {\n    nodes {\n      databaseId\n      quantity\n      total(format: RAW)\n      product {\n        node {\n          name\n        }\n      }\n      variation {\n        node {\n          name\n        }\n      }\n    }\n  }\n  orderNotes(first: 100) {\n    nodes {\n      databaseId\n      note\n      isCustomerNote\n      dateCreated\n    }\n  }\n}": typeof types.ShopAddressFragmentDoc,
    "query shopOrders($first: Int!, $after: String, $statuses: [OrderStatusEnum], $search: String) {\n  orders(\n    first: $first\n    after: $after\n    where: {statuses: $statuses, search: $search}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      databaseId\n      orderNumber\n      date\n      status\n      total(format: RAW)\n      paymentMethodTitle\n      billing {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n}": typeof types.ShopOrdersDocument,
    "query shopProducts($first: Int!, $after: String, $search: String) {\n  products(\n    first: $first\n    after: $after\n    where: {search: $search, orderby: [{field: NAME, order: ASC}]}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      databaseId\n      name\n      sku\n      type\n      ... on SimpleProduct {\n        stockQuantity\n        regularPrice(format: RAW)\n      }\n      ... on VariableProduct {\n        variations(first: 100) {\n          nodes {\n            id\n            databaseId\n            name\n            sku\n            stockQuantity\n            regularPrice(format: RAW)\n          }\n        }\n      }\n    }\n  }\n}": typeof types.ShopProductsDocument,
    "mutation trashReview($id: ID!) {\n  deleteReview(input: {id: $id, forceDelete: false}) {\n    affectedId\n  }\n}": typeof types.TrashReviewDocument,
    "mutation updateOrderStatus($id: ID!, $status: OrderStatusEnum!) {\n  updateOrder(input: {id: $id, status: $status}) {\n    order {\n      ...ShopOrder\n    }\n  }\n}": typeof types.UpdateOrderStatusDocument,
    "mutation updateProductStock($id: ID!, $stockQuantity: Int!, $regularPrice: Float!) {\n  updateProduct(\n    input: {id: $id, manageStock: true, stockQuantity: $stockQuantity, regularPrice: $regularPrice}\n  ) {\n    product {\n      id\n    }\n  }\n}": typeof types.UpdateProductStockDocument,
    "mutation updateVariationStock($id: ID!, $productId: ID!, $stockQuantity: Int!, $regularPrice: Float!) {\n  updateProductVariation(\n    input: {id: $id, productId: $productId, manageStock: \"true\", stockQuantity: $stockQuantity, regularPrice: $regularPrice}\n  ) {\n    variation {\n      id\n    }\n  }\n}": typeof types.UpdateVariationStockDocument,
    "query viewerRoles {\n  viewer {\n    databaseId\n    roles {\n      nodes {\n        name\n      }\n    }\n  }\n}": typeof types.ViewerRolesDocument,
};
const documents: Documents = {
    "mutation createOrderNote($orderId: ID!, $note: String!, $isCustomerNote: Boolean!) {\n  createOrderNote(\n    input: {orderId: $orderId, note: $note, isCustomerNote: $isCustomerNote}\n  ) {\n    order {\n      ...ShopOrder\n    }\n  }\n}": types.CreateOrderNoteDocument,
    "mutation moderateReview($id: ID!, $rating: Int!, $status: CommentStatusEnum!) {\n  updateReview(input: {id: $id, rating: $rating, status: $status}) {\n    review {\n      id\n      status\n    }\n  }\n}": types.ModerateReviewDocument,
    "query pendingReviews($first: Int!, $after: String) {\n  comments(first: $first, after: $after, where: {statusIn: [HOLD]}) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      databaseId\n      content\n      date\n      author {\n        node {\n          name\n          email\n        }\n      }\n      commentedOn {\n        node {\n          ... on Product {\n            databaseId\n            name\n            slug\n            reviews(first: 100, where: {statusIn: [HOLD]}) {\n              edges {\n                rating\n                node {\n                  databaseId\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}": types.PendingReviewsDocument,
    "query shopOrder($id: ID!) {\n  order(id: $id, idType: DATABASE_ID) {\n    ...ShopOrder\n  }\n}": types.ShopOrderDocument,
    "fragment ShopAddress on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}\n\nfragment ShopOrder on Order {\n  id\n  databaseId\n  orderNumber\n  date\n  datePaid\n  status\n  paymentMethodTitle\n  customerNote\n  subtotal(format: RAW)\n  discountTotal(format: RAW)\n  shippingTotal(format: RAW)\n  totalTax(format: RAW)\n  total(format: RAW)\n  billing {\n    ...ShopAddress\n  }\n  shipping {\n    ...ShopAddress\n  }\n  lineItems(first: 100) {\n    nodes {\n      databaseId\n      quantity\n      total(format: RAW)\n      product {\n        node {\n          name\n        }\n      }\n      variation {\n        node {\n          name\n        }\n      }\n    }\n  }\n  orderNotes(first: 100) {\n    nodes {\n      databaseId\n      note\n      isCustomerNote\n      dateCreated\n    }\n  }\n}": types.ShopAddressFragmentDoc,
    "query shopOrders($first: Int!, $after: String, $statuses: [OrderStatusEnum], $search: String) {\n  orders(\n    first: $first\n    after: $after\n    where: {statuses: $statuses, search: $search}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      databaseId\n      orderNumber\n      date\n      status\n      total(format: RAW)\n      paymentMethodTitle\n      billing {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n}": types.ShopOrdersDocument,
    "query shopProducts($first: Int!, $after: String, $search: String) {\n  products(\n    first: $first\n    after: $after\n    where: {search: $search, orderby: [{field: NAME, order: ASC}]}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      databaseId\n      name\n      sku\n      type\n      ... on SimpleProduct {\n        stockQuantity\n        regularPrice(format: RAW)\n      }\n      ... on VariableProduct {\n        variations(first: 100) {\n          nodes {\n            id\n            databaseId\n            name\n            sku\n            stockQuantity\n            regularPrice(format: RAW)\n          }\n        }\n      }\n    }\n  }\n}": types.ShopProductsDocument,
    "mutation trashReview($id: ID!) {\n  deleteReview(input: {id: $id, forceDelete: false}) {\n    affectedId\n  }\n}": types.TrashReviewDocument,
    "mutation updateOrderStatus($id: ID!, $status: OrderStatusEnum!) {\n  updateOrder(input: {id: $id, status: $status}) {\n    order {\n      ...ShopOrder\n    }\n  }\n}": types.UpdateOrderStatusDocument,
    "mutation updateProductStock($id: ID!, $stockQuantity: Int!, $regularPrice: Float!) {\n  updateProduct(\n    input: {id: $id, manageStock: true, stockQuantity: $stockQuantity, regularPrice: $regularPrice}\n  ) {\n    product {\n      id\n    }\n  }\n}": types.UpdateProductStockDocument,
    "mutation updateVariationStock($id: ID!, $productId: ID!, $stockQuantity: Int!, $regularPrice: Float!) {\n  updateProductVariation(\n    input: {id: $id, productId: $productId, manageStock: \"true\", stockQuantity: $stockQuantity, regularPrice: $regularPrice}\n  ) {\n    variation {\n      id\n    }\n  }\n}": types.UpdateVariationStockDocument,
    "query viewerRoles {\n  viewer {\n    databaseId\n    roles {\n      nodes {\n        name\n      }\n    }\n  }\n}": types.ViewerRolesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation createOrderNote($orderId: ID!, $note: String!, $isCustomerNote: Boolean!) {\n  createOrderNote(\n    input: {orderId: $orderId, note: $note, isCustomerNote: $isCustomerNote}\n  ) {\n    order {\n      ...ShopOrder\n    }\n  }\n}"): typeof import('./graphql').CreateOrderNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation moderateReview($id: ID!, $rating: Int!, $status: CommentStatusEnum!) {\n  updateReview(input: {id: $id, rating: $rating, status: $status}) {\n    review {\n      id\n      status\n    }\n  }\n}"): typeof import('./graphql').ModerateReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query pendingReviews($first: Int!, $after: String) {\n  comments(first: $first, after: $after, where: {statusIn: [HOLD]}) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      databaseId\n      content\n      date\n      author {\n        node {\n          name\n          email\n        }\n      }\n      commentedOn {\n        node {\n          ... on Product {\n            databaseId\n            name\n            slug\n            reviews(first: 100, where: {statusIn: [HOLD]}) {\n              edges {\n                rating\n                node {\n                  databaseId\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').PendingReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query shopOrder($id: ID!) {\n  order(id: $id, idType: DATABASE_ID) {\n    ...ShopOrder\n  }\n}"): typeof import('./graphql').ShopOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShopAddress on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}\n\nfragment ShopOrder on Order {\n  id\n  databaseId\n  orderNumber\n  date\n  datePaid\n  status\n  paymentMethodTitle\n  customerNote\n  subtotal(format: RAW)\n  discountTotal(format: RAW)\n  shippingTotal(format: RAW)\n  totalTax(format: RAW)\n  total(format: RAW)\n  billing {\n    ...ShopAddress\n  }\n  shipping {\n    ...ShopAddress\n  }\n  lineItems(first: 100) {\n    nodes {\n      databaseId\n      quantity\n      total(format: RAW)\n      product {\n        node {\n          name\n        }\n      }\n      variation {\n        node {\n          name\n        }\n      }\n    }\n  }\n  orderNotes(first: 100) {\n    nodes {\n      databaseId\n      note\n      isCustomerNote\n      dateCreated\n    }\n  }\n}"): typeof import('./graphql').ShopAddressFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query shopOrders($first: Int!, $after: String, $statuses: [OrderStatusEnum], $search: String) {\n  orders(\n    first: $first\n    after: $after\n    where: {statuses: $statuses, search: $search}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      databaseId\n      orderNumber\n      date\n      status\n      total(format: RAW)\n      paymentMethodTitle\n      billing {\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n}"): typeof import('./graphql').ShopOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query shopProducts($first: Int!, $after: String, $search: String) {\n  products(\n    first: $first\n    after: $after\n    where: {search: $search, orderby: [{field: NAME, order: ASC}]}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      id\n      databaseId\n      name\n      sku\n      type\n      ... on SimpleProduct {\n        stockQuantity\n        regularPrice(format: RAW)\n      }\n      ... on VariableProduct {\n        variations(first: 100) {\n          nodes {\n            id\n            databaseId\n            name\n            sku\n            stockQuantity\n            regularPrice(format: RAW)\n          }\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').ShopProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation trashReview($id: ID!) {\n  deleteReview(input: {id: $id, forceDelete: false}) {\n    affectedId\n  }\n}"): typeof import('./graphql').TrashReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation updateOrderStatus($id: ID!, $status: OrderStatusEnum!) {\n  updateOrder(input: {id: $id, status: $status}) {\n    order {\n      ...ShopOrder\n    }\n  }\n}"): typeof import('./graphql').UpdateOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation updateProductStock($id: ID!, $stockQuantity: Int!, $regularPrice: Float!) {\n  updateProduct(\n    input: {id: $id, manageStock: true, stockQuantity: $stockQuantity, regularPrice: $regularPrice}\n  ) {\n    product {\n      id\n    }\n  }\n}"): typeof import('./graphql').UpdateProductStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation updateVariationStock($id: ID!, $productId: ID!, $stockQuantity: Int!, $regularPrice: Float!) {\n  updateProductVariation(\n    input: {id: $id, productId: $productId, manageStock: \"true\", stockQuantity: $stockQuantity, regularPrice: $regularPrice}\n  ) {\n    variation {\n      id\n    }\n  }\n}"): typeof import('./graphql').UpdateVariationStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query viewerRoles {\n  viewer {\n    databaseId\n    roles {\n      nodes {\n        name\n      }\n    }\n  }\n}"): typeof import('./graphql').ViewerRolesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
