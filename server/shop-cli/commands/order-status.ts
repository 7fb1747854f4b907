// `order:status 123 processing`: moves an order to another status as a manager's updateOrder does
// (domain/orders/order-update.ts: stock, downloads, the order's note and WooCommerce's mails), the
// note naming no manager: the shop owner at the CLI signs in as nobody.
import { updateOrder } from '../../domain/orders/order-update';
import { orderStatus, wholeNumber } from '../command-values';
import { UsageError, type CommandContext } from '../shop-command';

export async function run({ args, terminal, database, orderMailing }: CommandContext): Promise<number> {
  const [number, status, ...extra] = args;
  if (number === undefined || status === undefined || extra.length > 0) throw new UsageError('Name the order and the status.');
  const orderId = wholeNumber(number.replace(/^#/, ''), 'The order number', 1, 2_147_483_647);
  const to = orderStatus(status);
  const db = await database();
  const mailing = await orderMailing();
  const order = await updateOrder(db, orderId, { status: to }, { managerId: null, mailing });
  mailing?.mailer.sendQueued(db);
  terminal.print(`Order #${order.id} is ${order.status}.`);
  return 0;
}
