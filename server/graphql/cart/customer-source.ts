// What a Customer resolver reads (cart/customer.ts, accounts/customer-*.ts, an order's customer):
// its own file, so the Customer type's resolvers and the account fields they spread in need not
// import each other.
import type { StoredAddress } from '../../db/schema/stored-address';

export interface CustomerSource {
  billing: StoredAddress;
  shipping: StoredAddress;
  /** A registered customer's account (an order's customer); a guest has none. */
  account?: CustomerAccount;
}

export interface CustomerAccount {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isPayingCustomer: boolean;
}
