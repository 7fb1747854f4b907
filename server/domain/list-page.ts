// A page of a list read newest first from the database: one row more than the page holds is asked
// for, and whether it came says whether there is a next page.
export interface ListPage<T> {
  items: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** The page of `first` items in `rows` (read with a limit of `first + 1`) after the item `afterId` (null: the first page). */
export function listPage<T>(rows: readonly T[], first: number, afterId: number | null): ListPage<T> {
  return { items: rows.slice(0, first), hasNextPage: rows.length > first, hasPreviousPage: afterId !== null };
}
