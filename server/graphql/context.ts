// What every resolver of one request shares: the database, the request's batchers, the
// visitor's cart session and the client's rate limits.
import type { Database } from '../db/connection';
import type { OrderMailer } from '../mail/order-mail';
import type { CatalogState } from '../domain/catalog/catalog-cache';
import type { CardPayments } from '../domain/payments/card-payments';
import type { SignedInCustomer } from '../domain/orders/order-access';
import type { RequestLimits } from '../domain/rate-limits/request-limits';
import type { ReviewModeration } from '../domain/reviews/review-writing';
import { RequestSession, type SessionSettings } from '../domain/session/request-session';
import { createCatalogLoaders, type CatalogLoaders } from './catalog/loaders';
import { createOrderLoaders, type OrderLoaders } from './orders/loaders';

export interface GraphQLContext {
  db: Database;
  catalog: CatalogLoaders;
  orders: OrderLoaders;
  session: RequestSession;
  /** The signed-in customer, when the request carries one (the accounts work sets it); visitors have none. */
  viewer?: SignedInCustomer;
  /** The client's rate limits; absent when the server asks itself (server rendering). */
  limits?: RequestLimits;
  reviewModeration: ReviewModeration;
  /** Checkout's services and the shop's rules for it. */
  checkout: CheckoutContext;
}

export interface CheckoutContext {
  /** Card payments (Stripe) when keys are configured; without them cards are not offered. */
  cardPayments?: CardPayments;
  /** Sends the order confirmation mail; without one no mail is sent. */
  orderMailer?: OrderMailer;
  /** The shop's public origin (PUBLIC_URL, else the request's) for the order link in the mail; '' when unknown. */
  shopOrigin: string;
  /** The store setting hideBillingAddressForVirtualProducts. */
  hideBillingAddressForVirtualProducts: boolean;
}

/** Sessions when the server is not told otherwise (README "Configuration"). */
export const defaultSessionSettings: SessionSettings = {
  issuer: 'storefront',
  lifetimeSeconds: 30 * 24 * 60 * 60,
  defaultCountry: 'DE',
};

export interface ContextOptions {
  /** The catalog as the request already found it (see createCatalogLoaders). */
  catalogState?: CatalogState;
  /** The request's session; by default one without a token (server rendering). */
  session?: RequestSession;
  limits?: RequestLimits;
  /** Whether new reviews wait for approval; by default they show at once. */
  reviewModeration?: ReviewModeration;
  /** By default no card payments, no mail, no origin, and full addresses for every cart. */
  checkout?: Partial<CheckoutContext>;
}

export function createContext(db: Database, { catalogState, session, limits, reviewModeration, checkout }: ContextOptions = {}): GraphQLContext {
  return {
    db,
    catalog: createCatalogLoaders(db, catalogState),
    orders: createOrderLoaders(db),
    session: session ?? new RequestSession(db, defaultSessionSettings, undefined),
    limits,
    reviewModeration: reviewModeration ?? { holdForApproval: false },
    checkout: { shopOrigin: '', hideBillingAddressForVirtualProducts: false, ...checkout },
  };
}
