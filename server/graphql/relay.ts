// Global ids and cursors as WPGraphQL makes them, so a client written against WooCommerce can
// keep, compare and send them back: base64 of `post:12`, `term:7`, `comment:3`, `arrayconnection:12`.
import { InputError } from '../domain/input-error';

export type GlobalIdKind = 'post' | 'term' | 'comment' | 'comment_author' | 'user' | 'order' | 'shop_coupon';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');

// Database ids are PostgreSQL integers.
const maxId = 2_147_483_647;

/** A decimal id within the database's integer range, or null. */
function idFrom(digits: string | undefined): number | null {
  if (digits === undefined || !/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id <= maxId ? id : null;
}

/** Decodes strict base64 only: Node's decoder would silently skip junk characters. */
function decode(value: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 === 1) return null;
  return Buffer.from(value, 'base64').toString('utf8');
}

export function toGlobalId(kind: GlobalIdKind, id: number): string {
  return encode(`${kind}:${id}`);
}

/** The database id inside a global id of the expected kind; anything else is an input error. */
function fromGlobalId(kind: GlobalIdKind, globalId: string): number {
  const match = /^([a-z_]+):(\d+)$/.exec(decode(globalId) ?? '');
  const id = idFrom(match?.[2]);
  if (match?.[1] !== kind || id === null) throw new InputError(`"${globalId}" is not a valid ${kind} ID.`);
  return id;
}

export function toCursor(id: number): string {
  return encode(`arrayconnection:${id}`);
}

export function fromCursor(cursor: string): number {
  const id = idFrom(/^arrayconnection:(\d+)$/.exec(decode(cursor) ?? '')?.[1]);
  if (id === null) throw new InputError(`"${cursor}" is not a valid cursor.`);
  return id;
}

/** The database id in an `id` argument: a global id of `kind` (`idType: ID`), or the id itself (`DATABASE_ID`). */
export function databaseIdOf(kind: GlobalIdKind, idType: 'id' | 'database_id', id: string): number {
  return idType === 'id' ? fromGlobalId(kind, id) : parseDatabaseId(id);
}

/** The database id in an `id` input as WPGraphQL reads one (Utils::get_database_id_from_id): the id itself, or a global id of `kind`. */
export function databaseIdFrom(kind: GlobalIdKind, id: string): number {
  return databaseIdOf(kind, /^\s*\d+\s*$/.test(id) ? 'database_id' : 'id', id);
}

/** A database id given as text (`idType: DATABASE_ID`). */
function parseDatabaseId(value: string): number {
  const id = idFrom(value.trim());
  if (id === null) throw new InputError(`"${value}" is not a valid database ID.`);
  return id;
}
