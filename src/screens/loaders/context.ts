// What every page loader gets. Loaders run on the server only (SSR and /_payload), never in the browser.
import type { Executor } from '../../graphql/executor';
import type { Translate } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import type { StoreSettings } from '../../../common/settings';

export interface LoaderContext {
  graphql: Executor;
  /** How long the full product list is reused (screens/loaders/cachedCatalogList.ts). */
  catalogCacheMs?: number;
  /**
   * The embedded store's catalog generation (kept in its database) the page is made under: the
   * product list is then kept for that generation instead of for catalogCacheMs.
   */
  catalogGeneration?: string;
  settings: StoreSettings;
  /** Public origin of the shop, for canonical and alternate URLs ('https://shop.example'). */
  origin: string;
  locale: Locale;
  /** Translates in this page's locale (the global t() may change while a loader awaits). */
  t: Translate;
  /** Locale-free path without query string. */
  pathname: string;
  query: URLSearchParams;
  /** The browser says it keeps a sign-in (common/signedInHint.ts); the account and checkout pages ask. */
  signedInHint?: boolean;
  /** The browser says it keeps a wishlist with products (common/wishlistHint.ts); the wishlist page asks. */
  wishlistHint?: boolean;
  /**
   * The store as the visitor's cart session sees it (the request's `woocommerce-session` cookie), in
   * the page's language; absent without one. Only a personal page (never cached) may use it.
   */
  cartSession?: Executor;
  /**
   * Whether a password reset link still works, asked of the embedded store directly: WooGraphQL has
   * no query that checks a key, so with a remote store this is absent and the key is checked when
   * the new password is sent.
   */
  isLiveResetLink?: ResetLinkCheck;
}

export type ResetLinkCheck = (key: string, login: string) => Promise<boolean>;

/** What building a page needs once its data is at hand (the browser builds list pages too). */
export type PageContext = Omit<LoaderContext, 'graphql'>;
