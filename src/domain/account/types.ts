// What the signed-in customer's account tabs show and edit (SPEC §2 Account, §3 Order and
// Downloadable item): the storefront's own shapes, read from the store's answers (graphql/account.ts).
import type { Address } from '../../../common/address';
import type { OrderStatus } from '../order/types';

/** Personal info as the details tab edits it. */
export interface PersonalInfo {
  firstName: string;
  lastName: string;
  email: string;
}

/** The account as the store keeps it now, and the countries its address forms offer. */
export interface AccountDetails {
  personal: PersonalInfo;
  billing: Address;
  shipping: Address;
  /** ISO codes of the countries the shop sells to. */
  countries: string[];
}

/** One line of the orders tab; the order itself opens with the order summary page. */
export interface AccountOrder {
  number: string;
  /** The key that opens the order's summary. */
  orderKey: string;
  /** ISO 8601. */
  date: string;
  status: OrderStatus;
  /** Formatted by the store. */
  total: string;
}

/** One file of the downloads tab. */
export interface AccountDownload {
  id: string;
  name: string;
  /** The product it came with; null when the shop no longer sells it. */
  product: { name: string; slug: string } | null;
  /** The signed link; null once its downloads are used up or its access has expired. */
  url: string | null;
  /** ISO 8601; null: never expires. */
  accessExpires: string | null;
  /** null: unlimited. */
  downloadsRemaining: number | null;
}
