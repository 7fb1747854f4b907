// The products list: filters, sort orders and keyset paging over the whole catalog, in one SQL
// query per page (store/product-list.ts). Visitors see published products only.
import { isSearchTooLong, searchTooLongMessage } from '../../../common/searchRules';
import type { Database } from '../../db/connection';
import { InputError } from '../input-error';
import {
  countProducts,
  productExists,
  readProductPage,
  type List,
  type ProductFilter,
  type ProductSortField,
  type SortDirection,
  type SortKey,
} from './store/product-list';
import type { ProductRecord } from './store/product-records';

export interface ProductSort {
  field: ProductSortField;
  order?: SortDirection | null;
}

export interface ProductListRequest {
  filter?: ProductFilter | null;
  sort?: List<ProductSort>;
  /** How many products the page holds, at most maxProductPageSize. */
  first: number;
  /** The id of the product the page starts after (decoded from the cursor). */
  afterId?: number | null;
}

export interface ProductListPage {
  products: ProductRecord[];
  hasNextPage: boolean;
  /** How many products match in all, counted only when asked for. */
  countAll(): Promise<number>;
}

/** The storefront fetches its whole list at once (SPEC §9: page size 9999). */
export const maxProductPageSize = 9999;

const defaultSort: readonly ProductSort[] = [{ field: 'date', order: 'desc' }];

// Visitors see published products only; asking for another status finds nothing rather than
// revealing drafts ('any' is WordPress's word for every status the caller may read).
function readableStatus(status: string | null | undefined): boolean {
  return status === null || status === undefined || status === 'publish' || status === 'any';
}

export async function listProducts(db: Database, request: ProductListRequest): Promise<ProductListPage> {
  const { first } = request;
  const filter = request.filter ?? {};
  // Measured before anything reads the catalog: each character more is scanned in every product's texts.
  if (filter.search && isSearchTooLong(filter.search)) throw new InputError(searchTooLongMessage);
  if (!readableStatus(filter.status)) {
    return { products: [], hasNextPage: false, countAll: async () => 0 };
  }
  const given = (request.sort ?? []).filter((sort): sort is ProductSort => sort !== null);
  const sorts = given.length ? given : defaultSort;
  // A sort repeated later in the list changes nothing (the rows it would order are already equal
  // on it), and every key lengthens the keyset condition of the next page by all the keys before
  // it: repeats are dropped, so a list of hundreds costs what its distinct sorts cost.
  const seen = new Set<string>();
  const keys = sorts.flatMap(({ field, order }): SortKey[] => {
    const direction = order ?? 'desc';
    if (seen.has(`${field} ${direction}`)) return [];
    seen.add(`${field} ${direction}`);
    return [{ field, direction }];
  });
  const afterId = request.afterId ?? null;
  if (afterId !== null && !(await productExists(db, afterId))) throw new InputError('The "after" cursor does not point to a product.');
  const rows = await readProductPage(db, { filter, sorts: keys, afterId, first });
  return {
    products: rows.slice(0, first),
    hasNextPage: rows.length > first,
    countAll: () => countProducts(db, filter),
  };
}
