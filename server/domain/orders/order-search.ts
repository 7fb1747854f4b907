// WooCommerce's order search, as a list of orders takes it: an order number (`123` or `#123`) of
// the list keeps that order alone, so a client fetching one order by `where: { search: $number }`
// gets exactly it; any other text keeps the orders whose billing name or email, or a product name
// on them, contains it, whatever the case. A blank search keeps every order.
import { isSearchTooLong, searchTooLongMessage } from '../../../common/searchRules';
import { InputError } from '../input-error';
import type { OrderSearch } from './store/orders';

/** The search `search` asks for; `isListed` says whether an order number is one of the list's. */
export async function orderSearch(search: string | null | undefined, isListed: (orderId: number) => Promise<boolean>): Promise<OrderSearch | null> {
  const term = search?.trim() ?? '';
  if (isSearchTooLong(term)) throw new InputError(searchTooLongMessage);
  if (!term) return null;
  const number = /^#?(\d{1,9})$/.exec(term)?.[1];
  if (number !== undefined && (await isListed(Number(number)))) return { orderId: Number(number) };
  return { text: term };
}
