// The signed-in customer's wishlist kept in their account too (customer meta storefront_wishlist,
// product slugs, newest first; graphql/auth.ts). Started by the session on each sign-in with the
// account's list, stopped on sign-out. Once the browser's list is read, the account's products it
// lacks join it (the browser's first, then the account's), and from then on the list goes to the
// account a moment after each change. It lives with the session's code, so none of it is in a
// page's first load; the wishlist machine only hears the joined list as a stored one.
import { fromCallback } from 'xstate';
import type { ProductSummary } from '../domain/catalog/types';
import { systemActor } from './system';
import { wishlistLimit } from '../domain/wishlist/items';

/** Changes in quick succession are saved to the account once. */
export const accountSaveDelayMs = 1000;

const slugsOf = (items: ProductSummary[]) => items.map((item) => item.slug);
const sameSlugs = (a: string[], b: string[]) => a.length === b.length && a.every((slug, index) => slug === b[index]);

export const accountWishlist = fromCallback<{ type: 'NONE' }, { endpoint: string; slugs: string[] }>(({ input, system }) => {
  const wishlist = systemActor(system, 'wishlist');
  if (!wishlist) return;
  let saved = input.slugs;
  let joined = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = (slugs: string[]) => {
    if (stopped || sameSlugs(slugs, saved)) return;
    saved = slugs;
    void import('../graphql/auth').then(({ saveWishlist }) => saveWishlist(input.endpoint, slugs)).catch(() => {});
  };

  const join = async (items: ProductSummary[]) => {
    joined = true;
    const listed = new Set(slugsOf(items));
    const missing = input.slugs.filter((slug) => !listed.has(slug));
    const found = missing.length
      ? await Promise.all([import('../graphql/wishlist'), import('../graphql/client')])
          .then(([{ getWishlistProducts }, { createClient }]) => getWishlistProducts(createClient({ endpoint: input.endpoint }), missing))
          .catch(() => [])
      : [];
    if (stopped) return;
    const current = wishlist.getSnapshot().context.items;
    const added = missing.flatMap((slug) => found.filter((item) => item.slug === slug && !current.some((each) => each.databaseId === item.databaseId)));
    const merged = [...current, ...added].slice(0, wishlistLimit);
    if (added.length > 0) {
      const { writeStoredWishlist } = await import('../browser/wishlistStorage');
      writeStoredWishlist(merged);
      wishlist.send({ type: 'STORED', items: merged });
    }
    save(slugsOf(merged));
  };

  const follow = () => {
    const snapshot = wishlist.getSnapshot();
    if (!snapshot.matches({ awake: 'ready' })) return;
    if (!joined) {
      void join(snapshot.context.items);
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => save(slugsOf(wishlist.getSnapshot().context.items)), accountSaveDelayMs);
  };
  const subscription = wishlist.subscribe(follow);
  follow();
  return () => {
    stopped = true;
    clearTimeout(timer);
    subscription.unsubscribe();
  };
});
