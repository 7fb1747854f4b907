// Orders as their readers find them: one by its key, or among the orders an owner may read (a
// customer's, or a guest's placed from their cart session), and a page of the owner's orders; and
// for the shop's managers any order, and a page of all of them. An order in the trash is no
// reader's: every read here leaves it out.
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { containsPattern } from '../../../db/like-pattern';
import { orderLines, orders, trashedStatus, type OrderStatus } from '../../../db/schema/orders';

/** An order as its readers see it: never one in the trash. */
export type OrderRow = Omit<typeof orders.$inferSelect, 'status'> & { status: OrderStatus };

/** The orders not in the trash. */
export const liveOrder: SQL = ne(orders.status, trashedStatus);

/** Rows read under `liveOrder` (or just written by checkout): none is in the trash. */
export const liveRows = (rows: (typeof orders.$inferSelect)[]): OrderRow[] => rows as OrderRow[];

/** Whose orders: a customer's, or the guest orders placed from one cart session. */
export type OrderOwner = { customerId: number } | { guestSessionKey: string };

/** Which of the owner's orders a list keeps: the one with this id, or those whose text has this in it. */
export type OrderSearch = { orderId: number } | { text: string };

function ownedBy(owner: OrderOwner): SQL {
  if ('customerId' in owner) return and(liveOrder, eq(orders.customerId, owner.customerId))!;
  return and(liveOrder, eq(orders.sessionKey, owner.guestSessionKey), isNull(orders.customerId))!;
}

/** The owner's orders a list shows: not the drafts of a checkout under way. */
const listedOf = (owner: OrderOwner): SQL => and(ownedBy(owner), ne(orders.status, 'checkout-draft'))!;

/** The orders a search keeps: the one of its id, or those whose billing name or email, or a product name on them, contains the text (in any case). */
function searchCondition(search: OrderSearch): SQL {
  if ('orderId' in search) return eq(orders.id, search.orderId);
  const pattern = containsPattern(search.text);
  return or(
    sql`concat_ws(' ', ${orders.billing}->>'firstName', ${orders.billing}->>'lastName') ilike ${pattern}`,
    sql`${orders.billing}->>'email' ilike ${pattern}`,
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.name} ilike ${pattern})`,
  )!;
}

export async function findOrderByKey(db: Database, orderKey: string): Promise<OrderRow | null> {
  const [row] = liveRows(await db.select().from(orders).where(and(liveOrder, eq(orders.orderKey, orderKey))).limit(1));
  return row ?? null;
}

/** The order of this id if it is the owner's; else null. */
export async function findOwnedOrder(db: Database, orderId: number, owner: OrderOwner): Promise<OrderRow | null> {
  const [row] = liveRows(await db.select().from(orders).where(and(eq(orders.id, orderId), ownedBy(owner))).limit(1));
  return row ?? null;
}

/** Whether the order of this id is one of those the owner's list shows. */
export async function isListedOrder(db: Database, owner: OrderOwner, orderId: number): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(listedOf(owner), eq(orders.id, orderId))).limit(1);
  return order !== undefined;
}

/** Newest first, at most `limit` of the owner's listed orders the search keeps, after the order `afterId` (null: from the newest). */
export async function readOrdersPage(
  db: Database,
  owner: OrderOwner,
  search: OrderSearch | null,
  afterId: number | null,
  limit: number,
): Promise<OrderRow[]> {
  const own = listedOf(owner);
  const kept = search ? and(own, searchCondition(search))! : own;
  return pageOf(db, kept, afterId, limit);
}

/** Newest first, at most `limit` of the orders `kept` keeps, after the order `afterId` (null: from the newest). */
async function pageOf(db: Database, kept: SQL, afterId: number | null, limit: number): Promise<OrderRow[]> {
  const after = sql`(${orders.createdAt}, ${orders.id}) < (select created_at, id from ${orders} where id = ${afterId})`;
  return liveRows(
    await db
      .select()
      .from(orders)
      .where(afterId === null ? kept : and(kept, after))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
  );
}

/** Which orders the shop's list keeps: of these statuses (null: all but a checkout's draft), of this customer, found by this search. */
export interface ShopOrderFilter {
  statuses: OrderStatus[] | null;
  customerId: number | null;
  search: OrderSearch | null;
}

function shopListed({ statuses, customerId, search }: ShopOrderFilter): SQL {
  return and(
    liveOrder,
    statuses ? inArray(orders.status, statuses) : ne(orders.status, 'checkout-draft'),
    customerId === null ? undefined : eq(orders.customerId, customerId),
    search ? searchCondition(search) : undefined,
  )!;
}

/** Any order of this id, whoever placed it (for the shop's managers); null when there is none. */
export async function findAnyOrder(db: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = liveRows(await db.select().from(orders).where(and(liveOrder, eq(orders.id, orderId))).limit(1));
  return row ?? null;
}

/** Whether the order of this id is one of those the shop's list shows with this filter. */
export async function isShopListedOrder(db: Database, filter: ShopOrderFilter, orderId: number): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(shopListed(filter), eq(orders.id, orderId))).limit(1);
  return order !== undefined;
}

/** Newest first, at most `limit` of every customer's orders the filter keeps, after the order `afterId` (null: from the newest). */
export async function readShopOrdersPage(db: Database, filter: ShopOrderFilter, afterId: number | null, limit: number): Promise<OrderRow[]> {
  return pageOf(db, shopListed(filter), afterId, limit);
}
