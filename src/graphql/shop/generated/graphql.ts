/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CommentStatusEnum =
  | 'APPROVE'
  | 'HOLD'
  | 'SPAM'
  | 'TRASH';

export type CountriesEnum =
  | 'AT'
  | 'BE'
  | 'BR'
  | 'CA'
  | 'CH'
  | 'DE'
  | 'ES'
  | 'FR'
  | 'GB'
  | 'IE'
  | 'IT'
  | 'NL'
  | 'PT'
  | 'US';

export type OrderStatusEnum =
  | 'CANCELLED'
  | 'CHECKOUT_DRAFT'
  | 'COMPLETED'
  | 'FAILED'
  | 'ON_HOLD'
  | 'PENDING'
  | 'PROCESSING'
  | 'REFUNDED';

export type ProductTypesEnum =
  | 'EXTERNAL'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VARIABLE'
  | 'VARIATION';

export type CreateOrderNoteMutationVariables = Exact<{
  orderId: string | number;
  note: string;
  isCustomerNote: boolean;
}>;


export type CreateOrderNoteMutation = { createOrderNote: { order: { id: string, databaseId: number | null, orderNumber: string | null, date: string | null, datePaid: string | null, status: OrderStatusEnum | null, paymentMethodTitle: string | null, customerNote: string | null, subtotal: string | null, discountTotal: string | null, shippingTotal: string | null, totalTax: string | null, total: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, total: string | null, product: { node:
              | { name: string | null }
              | { name: string | null }
              | { name: string | null }
              | { name: string | null }
             } | null, variation: { node: { name: string | null } } | null }> } | null, orderNotes: { nodes: Array<{ databaseId: number | null, note: string | null, isCustomerNote: boolean | null, dateCreated: string | null }> } | null } | null } | null };

export type ModerateReviewMutationVariables = Exact<{
  id: string | number;
  rating: number;
  status: CommentStatusEnum;
}>;


export type ModerateReviewMutation = { updateReview: { review: { id: string, status: CommentStatusEnum | null } | null } | null };

export type PendingReviewsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type PendingReviewsQuery = { comments: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, databaseId: number, content: string | null, date: string | null, author: { node:
          | { name: string | null, email: string | null }
          | { name: string | null, email: string | null }
         } | null, commentedOn: { node:
          | { databaseId: number, name: string | null, slug: string | null, reviews: { edges: Array<{ rating: number | null, node: { databaseId: number } }> } | null }
          | { databaseId: number, name: string | null, slug: string | null, reviews: { edges: Array<{ rating: number | null, node: { databaseId: number } }> } | null }
          | { databaseId: number, name: string | null, slug: string | null, reviews: { edges: Array<{ rating: number | null, node: { databaseId: number } }> } | null }
          | { databaseId: number, name: string | null, slug: string | null, reviews: { edges: Array<{ rating: number | null, node: { databaseId: number } }> } | null }
          | Record<PropertyKey, never>
         } | null }> } | null };

export type ShopOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type ShopOrderQuery = { order: { id: string, databaseId: number | null, orderNumber: string | null, date: string | null, datePaid: string | null, status: OrderStatusEnum | null, paymentMethodTitle: string | null, customerNote: string | null, subtotal: string | null, discountTotal: string | null, shippingTotal: string | null, totalTax: string | null, total: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, total: string | null, product: { node:
            | { name: string | null }
            | { name: string | null }
            | { name: string | null }
            | { name: string | null }
           } | null, variation: { node: { name: string | null } } | null }> } | null, orderNotes: { nodes: Array<{ databaseId: number | null, note: string | null, isCustomerNote: boolean | null, dateCreated: string | null }> } | null } | null };

export type ShopAddressFragment = { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null };

export type ShopOrderFragment = { id: string, databaseId: number | null, orderNumber: string | null, date: string | null, datePaid: string | null, status: OrderStatusEnum | null, paymentMethodTitle: string | null, customerNote: string | null, subtotal: string | null, discountTotal: string | null, shippingTotal: string | null, totalTax: string | null, total: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, total: string | null, product: { node:
          | { name: string | null }
          | { name: string | null }
          | { name: string | null }
          | { name: string | null }
         } | null, variation: { node: { name: string | null } } | null }> } | null, orderNotes: { nodes: Array<{ databaseId: number | null, note: string | null, isCustomerNote: boolean | null, dateCreated: string | null }> } | null };

export type ShopOrdersQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  statuses?: Array<OrderStatusEnum | null | undefined> | OrderStatusEnum | null | undefined;
  search?: string | null | undefined;
}>;


export type ShopOrdersQuery = { orders: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ databaseId: number | null, orderNumber: string | null, date: string | null, status: OrderStatusEnum | null, total: string | null, paymentMethodTitle: string | null, billing: { firstName: string | null, lastName: string | null, email: string | null } | null }> } | null };

export type ShopProductsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type ShopProductsQuery = { products: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<
      | { id: string, databaseId: number, name: string | null, sku: string | null, type: ProductTypesEnum | null }
      | { id: string, databaseId: number, name: string | null, sku: string | null, type: ProductTypesEnum | null }
      | { stockQuantity: number | null, regularPrice: string | null, id: string, databaseId: number, name: string | null, sku: string | null, type: ProductTypesEnum | null }
      | { id: string, databaseId: number, name: string | null, sku: string | null, type: ProductTypesEnum | null, variations: { nodes: Array<{ id: string, databaseId: number, name: string | null, sku: string | null, stockQuantity: number | null, regularPrice: string | null }> } | null }
    > } | null };

export type TrashReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type TrashReviewMutation = { deleteReview: { affectedId: string | null } | null };

export type UpdateOrderStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatusEnum;
}>;


export type UpdateOrderStatusMutation = { updateOrder: { order: { id: string, databaseId: number | null, orderNumber: string | null, date: string | null, datePaid: string | null, status: OrderStatusEnum | null, paymentMethodTitle: string | null, customerNote: string | null, subtotal: string | null, discountTotal: string | null, shippingTotal: string | null, totalTax: string | null, total: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, total: string | null, product: { node:
              | { name: string | null }
              | { name: string | null }
              | { name: string | null }
              | { name: string | null }
             } | null, variation: { node: { name: string | null } } | null }> } | null, orderNotes: { nodes: Array<{ databaseId: number | null, note: string | null, isCustomerNote: boolean | null, dateCreated: string | null }> } | null } | null } | null };

export type UpdateProductStockMutationVariables = Exact<{
  id: string | number;
  stockQuantity: number;
  regularPrice: number;
}>;


export type UpdateProductStockMutation = { updateProduct: { product:
      | { id: string }
      | { id: string }
      | { id: string }
      | { id: string }
     | null } | null };

export type UpdateVariationStockMutationVariables = Exact<{
  id: string | number;
  productId: string | number;
  stockQuantity: number;
  regularPrice: number;
}>;


export type UpdateVariationStockMutation = { updateProductVariation: { variation: { id: string } | null } | null };

export type ViewerRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerRolesQuery = { viewer: { databaseId: number, roles: { nodes: Array<{ name: string | null }> } | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ShopAddressFragmentDoc = new TypedDocumentString(`
    fragment ShopAddress on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}
    `, {"fragmentName":"ShopAddress"}) as unknown as TypedDocumentString<ShopAddressFragment, unknown>;
export const ShopOrderFragmentDoc = new TypedDocumentString(`
    fragment ShopOrder on Order {
  id
  databaseId
  orderNumber
  date
  datePaid
  status
  paymentMethodTitle
  customerNote
  subtotal(format: RAW)
  discountTotal(format: RAW)
  shippingTotal(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  billing {
    ...ShopAddress
  }
  shipping {
    ...ShopAddress
  }
  lineItems(first: 100) {
    nodes {
      databaseId
      quantity
      total(format: RAW)
      product {
        node {
          name
        }
      }
      variation {
        node {
          name
        }
      }
    }
  }
  orderNotes(first: 100) {
    nodes {
      databaseId
      note
      isCustomerNote
      dateCreated
    }
  }
}
    fragment ShopAddress on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`, {"fragmentName":"ShopOrder"}) as unknown as TypedDocumentString<ShopOrderFragment, unknown>;
export const CreateOrderNoteDocument = new TypedDocumentString(`
    mutation createOrderNote($orderId: ID!, $note: String!, $isCustomerNote: Boolean!) {
  createOrderNote(
    input: {orderId: $orderId, note: $note, isCustomerNote: $isCustomerNote}
  ) {
    order {
      ...ShopOrder
    }
  }
}
    fragment ShopAddress on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}
fragment ShopOrder on Order {
  id
  databaseId
  orderNumber
  date
  datePaid
  status
  paymentMethodTitle
  customerNote
  subtotal(format: RAW)
  discountTotal(format: RAW)
  shippingTotal(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  billing {
    ...ShopAddress
  }
  shipping {
    ...ShopAddress
  }
  lineItems(first: 100) {
    nodes {
      databaseId
      quantity
      total(format: RAW)
      product {
        node {
          name
        }
      }
      variation {
        node {
          name
        }
      }
    }
  }
  orderNotes(first: 100) {
    nodes {
      databaseId
      note
      isCustomerNote
      dateCreated
    }
  }
}`) as unknown as TypedDocumentString<CreateOrderNoteMutation, CreateOrderNoteMutationVariables>;
export const ModerateReviewDocument = new TypedDocumentString(`
    mutation moderateReview($id: ID!, $rating: Int!, $status: CommentStatusEnum!) {
  updateReview(input: {id: $id, rating: $rating, status: $status}) {
    review {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ModerateReviewMutation, ModerateReviewMutationVariables>;
export const PendingReviewsDocument = new TypedDocumentString(`
    query pendingReviews($first: Int!, $after: String) {
  comments(first: $first, after: $after, where: {statusIn: [HOLD]}) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      databaseId
      content
      date
      author {
        node {
          name
          email
        }
      }
      commentedOn {
        node {
          ... on Product {
            databaseId
            name
            slug
            reviews(first: 100, where: {statusIn: [HOLD]}) {
              edges {
                rating
                node {
                  databaseId
                }
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PendingReviewsQuery, PendingReviewsQueryVariables>;
export const ShopOrderDocument = new TypedDocumentString(`
    query shopOrder($id: ID!) {
  order(id: $id, idType: DATABASE_ID) {
    ...ShopOrder
  }
}
    fragment ShopAddress on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}
fragment ShopOrder on Order {
  id
  databaseId
  orderNumber
  date
  datePaid
  status
  paymentMethodTitle
  customerNote
  subtotal(format: RAW)
  discountTotal(format: RAW)
  shippingTotal(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  billing {
    ...ShopAddress
  }
  shipping {
    ...ShopAddress
  }
  lineItems(first: 100) {
    nodes {
      databaseId
      quantity
      total(format: RAW)
      product {
        node {
          name
        }
      }
      variation {
        node {
          name
        }
      }
    }
  }
  orderNotes(first: 100) {
    nodes {
      databaseId
      note
      isCustomerNote
      dateCreated
    }
  }
}`) as unknown as TypedDocumentString<ShopOrderQuery, ShopOrderQueryVariables>;
export const ShopOrdersDocument = new TypedDocumentString(`
    query shopOrders($first: Int!, $after: String, $statuses: [OrderStatusEnum], $search: String) {
  orders(
    first: $first
    after: $after
    where: {statuses: $statuses, search: $search}
  ) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      databaseId
      orderNumber
      date
      status
      total(format: RAW)
      paymentMethodTitle
      billing {
        firstName
        lastName
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShopOrdersQuery, ShopOrdersQueryVariables>;
export const ShopProductsDocument = new TypedDocumentString(`
    query shopProducts($first: Int!, $after: String, $search: String) {
  products(
    first: $first
    after: $after
    where: {search: $search, orderby: [{field: NAME, order: ASC}]}
  ) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      databaseId
      name
      sku
      type
      ... on SimpleProduct {
        stockQuantity
        regularPrice(format: RAW)
      }
      ... on VariableProduct {
        variations(first: 100) {
          nodes {
            id
            databaseId
            name
            sku
            stockQuantity
            regularPrice(format: RAW)
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShopProductsQuery, ShopProductsQueryVariables>;
export const TrashReviewDocument = new TypedDocumentString(`
    mutation trashReview($id: ID!) {
  deleteReview(input: {id: $id, forceDelete: false}) {
    affectedId
  }
}
    `) as unknown as TypedDocumentString<TrashReviewMutation, TrashReviewMutationVariables>;
export const UpdateOrderStatusDocument = new TypedDocumentString(`
    mutation updateOrderStatus($id: ID!, $status: OrderStatusEnum!) {
  updateOrder(input: {id: $id, status: $status}) {
    order {
      ...ShopOrder
    }
  }
}
    fragment ShopAddress on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}
fragment ShopOrder on Order {
  id
  databaseId
  orderNumber
  date
  datePaid
  status
  paymentMethodTitle
  customerNote
  subtotal(format: RAW)
  discountTotal(format: RAW)
  shippingTotal(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  billing {
    ...ShopAddress
  }
  shipping {
    ...ShopAddress
  }
  lineItems(first: 100) {
    nodes {
      databaseId
      quantity
      total(format: RAW)
      product {
        node {
          name
        }
      }
      variation {
        node {
          name
        }
      }
    }
  }
  orderNotes(first: 100) {
    nodes {
      databaseId
      note
      isCustomerNote
      dateCreated
    }
  }
}`) as unknown as TypedDocumentString<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;
export const UpdateProductStockDocument = new TypedDocumentString(`
    mutation updateProductStock($id: ID!, $stockQuantity: Int!, $regularPrice: Float!) {
  updateProduct(
    input: {id: $id, manageStock: true, stockQuantity: $stockQuantity, regularPrice: $regularPrice}
  ) {
    product {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateProductStockMutation, UpdateProductStockMutationVariables>;
export const UpdateVariationStockDocument = new TypedDocumentString(`
    mutation updateVariationStock($id: ID!, $productId: ID!, $stockQuantity: Int!, $regularPrice: Float!) {
  updateProductVariation(
    input: {id: $id, productId: $productId, manageStock: "true", stockQuantity: $stockQuantity, regularPrice: $regularPrice}
  ) {
    variation {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateVariationStockMutation, UpdateVariationStockMutationVariables>;
export const ViewerRolesDocument = new TypedDocumentString(`
    query viewerRoles {
  viewer {
    databaseId
    roles {
      nodes {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerRolesQuery, ViewerRolesQueryVariables>;