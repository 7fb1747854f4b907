// One order by its key (SPEC §7 getOrder), as the order-received and order-summary screens show
// it. The key is what a visitor holds (the order-received link carries it); without it, or for a
// key the store does not know, there is no order.
import type { Order } from '../domain/order/types';
import { execute, type Executor } from './executor';
import { GetOrderDocument } from './generated/graphql';
import { reshapeOrder, type OrderShown } from './reshape/order';

/** The order with its amounts written as `shown` says (in a language, with or without tax). */
export async function getOrderByKey(store: Executor, orderKey: string, shown: OrderShown): Promise<Order | null> {
  const answer = await execute(store, GetOrderDocument, { id: orderKey, idType: 'ORDER_KEY' });
  return answer.order ? reshapeOrder(answer.order, shown) : null;
}
