// What every catalog mutation of the shop's managers does around its domain change: it counts
// against the client's shopChange limit, asks the viewer for the capability (refusing with the
// reference's own words), and once the change has committed reads the catalog afresh, so that its
// payload shows the product, variation or category as the change left it.
import type { Capability } from '../../../domain/accounts/capabilities';
import type { StoreMessageKey } from '../../../domain/store-message';
import { requireCapability } from '../../accounts/require-capability';
import type { GraphQLContext } from '../../context';
import { createCatalogLoaders } from '../loaders';

export async function managerChange<T>(ctx: GraphQLContext, capability: Capability, refusal: StoreMessageKey, change: () => Promise<T>): Promise<T> {
  await ctx.limits?.take('shopChange');
  await requireCapability(ctx, capability, refusal);
  const result = await change();
  ctx.catalog = createCatalogLoaders(ctx.db);
  return result;
}

/** A GraphQL list's entries without its nulls (`[Int]` may hold some). */
export function present<T>(list: readonly (T | null | undefined)[]): T[] {
  return list.filter((entry): entry is T => entry !== null && entry !== undefined);
}
