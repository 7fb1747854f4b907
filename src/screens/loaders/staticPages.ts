// Pages the server renders without store data: contact, privacy policy and terms (all translated text)
// and the wishlist (kept in the visitor's browser: the server renders it empty, or as a frame when
// the browser says it keeps one, common/wishlistHint.ts).
import type { WishlistData } from '../wishlist';
import type { LoaderContext } from './context';
import { makeHead } from './head';
import type { Loaded } from '../screen';

export function loadContact(ctx: LoaderContext): Loaded<'contact', null> {
  return {
    view: 'contact',
    status: 200,
    data: null,
    head: makeHead(ctx, { title: ctx.t('meta.contactTitle'), description: ctx.t('meta.contactDescription', { store: ctx.settings.storeName }) }),
  };
}

export function loadPrivacy(ctx: LoaderContext): Loaded<'privacy', null> {
  return {
    view: 'privacy',
    status: 200,
    data: null,
    head: makeHead(ctx, { title: ctx.t('meta.privacyTitle'), description: ctx.t('meta.privacyDescription', { store: ctx.settings.storeName }) }),
  };
}

export function loadTerms(ctx: LoaderContext): Loaded<'terms', null> {
  return {
    view: 'terms',
    status: 200,
    data: null,
    head: makeHead(ctx, { title: ctx.t('meta.termsTitle'), description: ctx.t('meta.termsDescription', { store: ctx.settings.storeName }) }),
  };
}

export function loadWishlist(ctx: LoaderContext): Loaded<'wishlist', WishlistData> {
  return {
    view: 'wishlist',
    status: 200,
    data: { empty: ctx.wishlistHint !== true },
    // What it renders follows the request's hint: not kept for another visitor.
    personal: true,
    // A visitor's own list: nothing for search engines to index.
    head: makeHead(ctx, { title: ctx.t('meta.wishlistTitle'), description: ctx.t('meta.wishlistDescription', { store: ctx.settings.storeName }), robots: 'noindex, follow' }),
  };
}
