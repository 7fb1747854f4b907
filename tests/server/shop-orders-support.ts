// What the shop managers' tests share: a manager (an account given the shop_manager role, signed in
// through the same `login` as customers), orders placed by guests through checkout, the admin
// operations as a WooGraphQL client writes them, and the mails the outbox files.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, vi } from 'vitest';
import { queryRows } from '../../server/db/rows';
import type { Role } from '../../server/domain/accounts/capabilities';
import { setRole } from '../../server/domain/accounts/store/customer-roles';
import { bearer, makeCustomer, signIn } from './accounts-support';
import { codCheckout, Shopper } from './checkout-shoppers';
import type { Backend, GraphQLResponse } from './harness';

/** An account in `role`, signed in with its password; answers the headers its requests send. */
export async function signedInAs(api: Backend, role: Role): Promise<Record<string, string>> {
  const account = await makeCustomer(api);
  await setRole(api.db, account.id, role);
  return bearer((await signIn(api, account)).authToken);
}

export interface PlacedOrder {
  id: number;
  key: string;
  shopper: Shopper;
}

/** A guest orders `quantity` of the product, paying with the gateway given (cash on delivery by default). */
export async function placeOrder(api: Backend, productId: number, { quantity = 1, paymentMethod = 'cod', locale = 'en_US', email = 'ada@example.com' } = {}): Promise<PlacedOrder> {
  const shopper = new Shopper(api);
  await shopper.add(productId, quantity);
  const answer = await shopper.checkout(codCheckout({ paymentMethod, billing: { ...codCheckout().billing, email }, metaData: [{ key: 'locale', value: locale }] }));
  expect(answer.errors).toBeUndefined();
  const [, id, key] = /order-received\/(\d+)\?key=(\w+)/.exec(answer.data.checkout.redirect)!;
  return { id: Number(id), key: key!, shopper };
}

export async function productIdOf(api: Backend, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(api.db, sql`select id from products where slug = ${slug}`);
  return row!.id;
}

export async function stockOf(api: Backend, productId: number): Promise<number | null> {
  const [row] = await queryRows<{ stock: number | null }>(api.db, sql`select stock_quantity as stock from products where id = ${productId}`);
  return row!.stock;
}

export const orderFields = `id databaseId status datePaid customerNote
  billing { city postcode email } shipping { city }
  orderNotes { nodes { databaseId note isCustomerNote } edges { isCustomerNote } }`;

export const updateOrderMutation = `mutation ($input: UpdateOrderInput!) { updateOrder(input: $input) { clientMutationId order { ${orderFields} } } }`;

export function updateOrder(api: Backend, headers: Record<string, string>, input: Record<string, unknown>): Promise<GraphQLResponse> {
  return api.query(updateOrderMutation, { input }, headers);
}

/** Moves the order to `status` as a manager; fails the test when refused. */
export async function moveOrder(api: Backend, headers: Record<string, string>, id: number, status: string) {
  const answer = await updateOrder(api, headers, { id: String(id), status });
  expect(answer.errors).toBeUndefined();
  return answer.data.updateOrder.order;
}

/** The order as its key's holder (the guest who placed it) reads it. */
export async function orderByKey(api: Backend, key: string) {
  const answer = await api.query(`query ($key: ID!) { order(id: $key, idType: ORDER_KEY) { status
    downloadableItems { nodes { name url } } orderNotes { nodes { note isCustomerNote } } } }`, { key });
  expect(answer.errors).toBeUndefined();
  return answer.data.order;
}

/** The refusal an operation answered: its message and code. */
export function refusalOf(answer: GraphQLResponse): { message: string; code: unknown } {
  const [error] = answer.errors ?? [];
  return { message: error?.message ?? '', code: error?.extensions?.code };
}

/** The mail the outbox files as `<time>-<name>.eml`, once it is sent (after the change's commit). */
export async function filedMail(outbox: string, name: string): Promise<ParsedMail> {
  const file = await vi.waitFor(
    async () => {
      const [filed] = (await readdir(outbox).catch(() => [])).filter((each) => each.endsWith(`-${name}.eml`));
      expect(filed, name).toBeDefined();
      return filed!;
    },
    { timeout: 10_000 },
  );
  return simpleParser(await readFile(join(outbox, file)));
}

/** Whether the outbox has filed a mail of this name. */
export async function hasMail(outbox: string, name: string): Promise<boolean> {
  return (await readdir(outbox).catch(() => [] as string[])).some((each) => each.endsWith(`-${name}.eml`));
}

/** Intl's no-break spaces as plain ones, so the expectations read as the mail does. */
export const plain = (text: string | false | undefined) => (text || '').replace(/[\u00a0\u202f]/g, ' ');
