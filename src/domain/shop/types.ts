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

/** A row of the product list: a product, or one variation of a variable product (below it). */
export interface ProductStockRow {
  /** The global id updateProduct or updateProductVariation takes. */
  id: string;
  /** A variation's product; null for a product. */
  productId: string | null;
  name: string;
  sku: string;
  /** null: the shop does not count it. */
  stock: number | null;
  /** As entered, a plain number ('29.99'); null when it has none (a variable product's own row). */
  regularPrice: string | null;
  /** A variable product's own row has no stock or price of its own: its variations do. */
  editable: boolean;
}

/** A new stock and regular price for a row. */
export interface StockChange {
  stockQuantity: number;
  regularPrice: number;
}
