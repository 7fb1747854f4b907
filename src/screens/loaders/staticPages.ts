// Pages the server renders without store data: contact, privacy policy and terms (all translated text)
// and the wishlist (kept in the visitor's browser, so the server renders its frame).
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

export function loadWishlist(ctx: LoaderContext): Loaded<'wishlist', null> {
  return {
    view: 'wishlist',
    status: 200,
    data: null,
    // A visitor's own list: nothing for search engines to index.
    head: makeHead(ctx, { title: ctx.t('meta.wishlistTitle'), description: ctx.t('meta.wishlistDescription', { store: ctx.settings.storeName }), robots: 'noindex, follow' }),
  };
}
