// What every resolver of one request shares: the database, the request's batchers, the
// visitor's cart session, the signed-in customer and their tokens, the client's rate limits, and
// what the configuration says of the site.
import { defaultLocale, type Locale } from '../../common/locales';
import { defaultSettings } from '../../common/settings';
import type { TaxLocation } from '../../common/taxLocation';
import type { Database } from '../db/connection';
import { AuthTokens, defaultAuthSettings, type AuthSettings } from '../domain/accounts/auth-tokens';
import { LoginProviders } from '../domain/accounts/oauth/login-providers';
import type { TokenRefusal } from '../domain/accounts/token-refusal';
import type { ShopMailer } from '../mail/shop-mailer';
import type { OrderMailer } from '../mail/order-mail';
import type { CatalogState } from '../domain/catalog/store/catalog-clock';
import { ShownPrices } from '../domain/cart/shown-prices';
import { pricingSetupCacheOf } from '../domain/cart/pricing-setup-cache';
import { loadTaxRates } from '../domain/cart/store/pricing-setup';
import { catalogTaxLocation } from '../domain/cart/tax-location';
import type { CardPayments } from '../domain/payments/gateways/stripe/card-payments';
import { offeredGateways } from '../domain/payments/gateways/gateway-registry';
import type { PaymentGateway } from '../domain/payments/payment-gateway';
import type { SignedInCustomer } from '../domain/orders/order-access';
import type { RequestLimits } from '../domain/rate-limits/request-limits';
import type { ReviewModeration } from '../domain/reviews/review-writing';
import { RequestSession, type SessionSettings } from '../domain/session/request-session';
import { siteSettingsOf, type SiteSettings } from '../domain/settings/site-settings';
import { defaultRequestBounds } from './bounds/request-bounds';
import { createCatalogLoaders, type CatalogLoaders } from './catalog/loaders';
import type { ProductHeads } from './catalog/seo-head';
import { createOrderLoaders, type OrderLoaders } from './orders/loaders';

export interface GraphQLContext {
  db: Database;
  catalog: CatalogLoaders;
  orders: OrderLoaders;
  session: RequestSession;
  /**
   * The shop's public origin (PUBLIC_URL, else the one the request was sent to), which links the API
   * hands out start with (images, downloads, the links in mails), as WPGraphQL answers them: a client
   * on another origin can follow them. '' when the server renders its own pages, which are served
   * from the same origin and keep site-relative links.
   */
  shopOrigin: string;
  /** A product page's SEO head, from the storefront's server rendering; absent without the storefront. */
  productHeads?: ProductHeads;
  /** The signed-in customer, when the request's auth token names one (or the request signs in); visitors have none. */
  viewer?: SignedInCustomer;
  /** Why the request's auth token did not count, when it sent one that does not: it runs as a guest's. */
  refusedAuthToken?: TokenRefusal;
  /** Issues and reads the auth and refresh tokens. */
  auth: AuthTokens;
  /** The login providers the shop offers (LOGIN_PROVIDERS). */
  loginProviders: LoginProviders;
  /** Sends the shop's mails besides the order mails (a password reset); without one none is sent. */
  mailer?: ShopMailer;
  /** The shopper's language, for the mails the request sends (server/mail/request-locale.ts). */
  locale: Locale;
  /** The client's rate limits; absent when the server asks itself (server rendering). */
  limits?: RequestLimits;
  reviewModeration: ReviewModeration;
  /** Checkout's services and the shop's rules for it. */
  checkout: CheckoutContext;
  /** The site's settings as WordPress and WooNuxt clients read them (generalSettings, woonuxtSettings). */
  site: SiteSettings;
  /** Catalog prices as the shop shows them: with the tax of the shopper's tax location, when it shows tax. */
  shownPrices: ShownPrices;
}

export interface CheckoutContext {
  /** The gateways a shopper may choose, in the order they are listed. */
  gateways: readonly PaymentGateway[];
  /** Stripe's API, when keys are configured: its payment intents and publishable key. */
  cardPayments?: CardPayments;
  /** Sends the order mails (checkout's, a manager's changes); without one no mail is sent. */
  orderMailer?: OrderMailer;
  /** The store setting hideBillingAddressForVirtualProducts. */
  hideBillingAddressForVirtualProducts: boolean;
}

/** Sessions when the server is not told otherwise (docs/configuration.md). */
export const defaultSessionSettings: SessionSettings = {
  issuer: 'storefront',
  lifetimeSeconds: 30 * 24 * 60 * 60,
  defaultCountry: 'DE',
};

export interface ContextOptions {
  /** The catalog as the request already found it (see createCatalogLoaders). */
  catalogState?: CatalogState;
  /** The request's session; by default one with `sessionToken` (a page the server renders for a shopper's cart) or none, with these settings (by default the defaults). */
  session?: RequestSession;
  sessionToken?: string;
  sessionSettings?: SessionSettings;
  limits?: RequestLimits;
  /** How auth tokens are signed and how long they last. */
  auth?: AuthSettings;
  /** By default none. */
  loginProviders?: LoginProviders;
  mailer?: ShopMailer;
  /** By default English. */
  locale?: Locale;
  /** Whether new reviews wait for approval; by default they show at once. */
  reviewModeration?: ReviewModeration;
  /** By default none: links stay site-relative. */
  shopOrigin?: string;
  /** By default none: `fullYoastHead` answers null. */
  productHeads?: ProductHeads;
  /** By default no card payments (the registered gateways offered without them), no mail, and full addresses for every cart. */
  checkout?: Partial<CheckoutContext>;
  /** By default the default store settings, and no introspection. */
  site?: SiteSettings;
  /** Where the shopper's tax-location cookie says they are; by default (or when the shop does not sell there) the shop's country. */
  taxLocation?: TaxLocation | null;
}

const noLoginProviders = new LoginProviders([]);
const defaultSite = siteSettingsOf(defaultSettings, defaultRequestBounds.introspection);

export function createContext(db: Database, options: ContextOptions = {}): GraphQLContext {
  const { shopOrigin, productHeads, catalogState, limits, auth, loginProviders, mailer, locale, reviewModeration, checkout } = options;
  const site = options.site ?? defaultSite;
  const pricing = { pricesIncludeTax: site.pricesIncludeTax, cartTaxDisplay: site.taxDisplay.cart };
  const sessionHeader = options.sessionToken === undefined ? undefined : `Session ${options.sessionToken}`;
  const session = options.session ?? new RequestSession(db, { ...(options.sessionSettings ?? defaultSessionSettings), pricing }, sessionHeader);
  const taxLocation = catalogTaxLocation(options.taxLocation ?? null, session.defaultCountry);
  return {
    db,
    shopOrigin: shopOrigin ?? '',
    productHeads,
    catalog: createCatalogLoaders(db, catalogState),
    orders: createOrderLoaders(db),
    session,
    limits,
    auth: new AuthTokens(db, auth ?? defaultAuthSettings),
    loginProviders: loginProviders ?? noLoginProviders,
    mailer,
    locale: locale ?? defaultLocale,
    reviewModeration: reviewModeration ?? { holdForApproval: false },
    checkout: { hideBillingAddressForVirtualProducts: false, gateways: offeredGateways({ cardPayments: checkout?.cardPayments }), ...checkout },
    site,
    shownPrices: new ShownPrices(
      { display: site.taxDisplay.shop, location: taxLocation, base: { country: session.defaultCountry, state: '' }, pricesIncludeTax: site.pricesIncludeTax },
      // Kept per catalog version when the request has read it (pages and shared answers), as carts keep them.
      async () => (catalogState ? (await pricingSetupCacheOf(db).at(catalogState.version, db)).taxRates : loadTaxRates(db)),
    ),
  };
}
