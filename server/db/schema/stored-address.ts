// The address kept in a session's, a customer's and an order's billing and shipping columns: its
// own file, since the cart tables reference the customers' and the customers' use it too.
import type { Address } from '../../../common/address';

/** An address as WooCommerce keeps it for a customer or an order. */
export type StoredAddress = Address;
