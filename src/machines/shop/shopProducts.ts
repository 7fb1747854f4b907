// The manager area's product list (issue 39): the catalog by name, searched, a page at a time
// (pagedList.ts), each product or variation with its stock and regular price to edit in place
// (stockEdits.ts saves them).
import type { ProductStockRow } from '../../domain/shop/types';
import { pagedListMachine, type PagedListEvent } from './pagedList';

export type ShopProductsEvent = PagedListEvent<string>;

export const shopProductsMachine = pagedListMachine<string, ProductStockRow>('shopProducts', async (endpoint, search, after) =>
  (await import('../../graphql/shop/products')).getShopProducts(endpoint, search, after),
);
