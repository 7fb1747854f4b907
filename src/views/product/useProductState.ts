// Reads the product actor for the page's product. Until the screen has started this page's actor
// (the moment between a navigation and its page shown) the page's own data answers, so a view
// never shows another product's choices or pictures. Hydration renders the page as the server did
// (the same data, before any stock was asked again), so parts that hydrate late still match.
import { useMemo } from 'react';
import type { ProductDetail } from '../../domain/catalog/types';
import { shownProduct, type ProductContext } from '../../machines/product';
import { useProduct } from '../../machines/react';
import { useHydratingSelector } from '../useHydratingSelector';

// The page's parts all read the same product: what it shows as served (a variable product's default
// choices) is worked out once for them all, not once for each of some ten parts.
const servedStates = new WeakMap<ProductDetail, ProductContext>();

function servedState(product: ProductDetail): ProductContext {
  let state = servedStates.get(product);
  if (!state) servedStates.set(product, (state = shownProduct(product)));
  return state;
}

export function useProductState<T>(pageProduct: ProductDetail, select: (context: ProductContext) => T, equal?: (a: T, b: T) => boolean): T {
  const actor = useProduct();
  const fallback = servedState(pageProduct);
  // One answer per page product: React asks for the served value more than once and needs the same one.
  const asServed = useMemo(() => select(fallback), [fallback]);
  return useHydratingSelector(
    actor ?? null,
    (snapshot) => select(snapshot.context.product?.databaseId === pageProduct.databaseId ? snapshot.context : fallback),
    asServed,
    equal,
  );
}

/** Compares selector results by their JSON, for small derived shapes made anew on each snapshot. */
export function sameShape<T>(a: T, b: T): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
