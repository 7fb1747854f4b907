// Page sizes as WPGraphQL takes them: `first` defaults to 10; nested lists are capped at 100.
import { InputError } from '../domain/input-error';

export const defaultPageSize = 10;

/** SPEC §9: nested lists (variations, terms, gallery images, reviews) come at most 100 at a time. */
export const nestedListCap = 100;

/** Checks `first` against a hard limit: asking for more is an error, not a silent cut. */
export function strictPageSize(first: number | null | undefined, limit: number): number {
  if (first === null || first === undefined) return defaultPageSize;
  if (!Number.isInteger(first) || first < 0 || first > limit) {
    throw new InputError(`"first" must be an integer from 0 to ${limit}, got ${first}.`);
  }
  return first;
}

/** Like strictPageSize, but a `first` above the cap is quietly lowered to it, as WPGraphQL does. */
export function cappedPageSize(first: number | null | undefined, cap: number): number {
  if (first !== null && first !== undefined && first > cap) return cap;
  return strictPageSize(first, cap);
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** Pages a list already in memory by an item-id cursor. */
export function pageList<T>(all: readonly T[], idOf: (item: T) => number, first: number, afterId: number | null): Page<T> {
  let start = 0;
  if (afterId !== null) {
    const index = all.findIndex((item) => idOf(item) === afterId);
    if (index < 0) throw new InputError('The "after" cursor does not point into this list.');
    start = index + 1;
  }
  return { items: all.slice(start, start + first), hasNextPage: start + first < all.length, hasPreviousPage: start > 0 };
}
