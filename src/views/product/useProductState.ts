// Reads the product actor for the page's product. Until the actor has taken up this page's product
// (the moment between a navigation and its PAGE_SHOWN) the page's own data answers, so a view
// never shows another product's choices or pictures.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ProductDetail } from '../../catalog/types';
import { shownProduct, type ProductContext } from '../../machines/product';
import { useProduct } from '../../machines/react';

export function useProductState<T>(pageProduct: ProductDetail, select: (context: ProductContext) => T, equal?: (a: T, b: T) => boolean): T {
  const fallback = useMemo(() => shownProduct(pageProduct), [pageProduct]);
  return useSelector(
    useProduct(),
    (snapshot) => select(snapshot.context.product?.databaseId === pageProduct.databaseId ? snapshot.context : fallback),
    equal,
  );
}

/** Compares selector results by their JSON, for small derived shapes made anew on each snapshot. */
export function sameShape<T>(a: T, b: T): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
