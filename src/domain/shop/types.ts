// The manager area's shapes (issue 39), read from WooGraphQL's admin answers
// (graphql/shop/*.ts); amounts come formatted, as the shop's other pages show them.
import type { Address } from '../../../common/address';
import type { OrderStatus } from '../order/types';

/** One row of the orders list. */
export interface ShopOrderRow {
  databaseId: number;
  number: string;
  date: string;
  status: OrderStatus;
  total: string;
  customer: string;
  email: string;
  paymentMethod: string;
}

/** A list page: its rows, and the cursor of the next page when there is one. */
export interface ShopPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

export interface ShopOrderLine {
  id: number;
  name: string;
  quantity: number;
  total: string;
}

export interface ShopOrderNote {
  id: number;
  note: string;
  forCustomer: boolean;
  date: string;
}

/** One order as a manager runs it. */
export interface ShopOrder {
  databaseId: number;
  number: string;
  date: string;
  datePaid: string | null;
  status: OrderStatus;
  paymentMethod: string;
  customerNote: string;
  lines: ShopOrderLine[];
  totals: { subtotal: string; discount: string; shipping: string; tax: string; total: string };
  billing: Address;
  shipping: Address;
  /** Newest first, as WooCommerce shows them. */
  notes: ShopOrderNote[];
}

/** A review awaiting approval. */
export interface PendingReview {
  /** The global id updateReview and deleteReview take. */
  id: string;
  databaseId: number;
  rating: number;
  content: string;
  date: string;
  author: string;
  email: string;
  product: { name: string; slug: string } | null;
}

/** What a manager does with a pending review. */
export type ReviewVerdict = 'approve' | 'spam' | 'trash';
