// `orders [--status on-hold] [--search text] [--first 20]`: every customer's orders, newest first, as
// a manager lists them (domain/orders/shop-orders.ts): number, date, status, total and who ordered.
import { parseArgs } from 'node:util';
import { shopOrdersPage } from '../../domain/orders/shop-orders';
import { listLength, orderStatus, shownMoment } from '../command-values';
import type { CommandContext } from '../shop-command';

export async function run({ args, terminal, database }: CommandContext): Promise<number> {
  const { values } = parseArgs({ args, options: { status: { type: 'string' }, search: { type: 'string' }, first: { type: 'string' } } });
  const status = values.status === undefined ? null : orderStatus(values.status);
  const first = listLength(values.first);
  const page = await shopOrdersPage(await database(), { statuses: status ? [status] : null, search: values.search ?? null }, first, null);
  if (page.items.length === 0) terminal.print('No orders.');
  for (const order of page.items) {
    const { firstName, lastName, email } = order.billing;
    const total = `${(order.total / 100).toFixed(2)} ${order.currency}`;
    terminal.print(`#${order.id}  ${shownMoment(order.createdAt)}  ${order.status.padEnd(10)}  ${total.padStart(12)}  ${[firstName, lastName].filter(Boolean).join(' ')} <${email}>`);
  }
  if (page.hasNextPage) terminal.print(`More orders: --first ${Math.min(first * 2, 100)}, or narrow with --status or --search.`);
  return 0;
}
