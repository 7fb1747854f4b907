// What every resolver of one request shares: the database, the request's batchers, the
// visitor's cart session and the client's rate limits.
import type { Database } from '../db/connection';
import type { CatalogState } from '../domain/catalog/catalog-cache';
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
}

export function createContext(db: Database, { catalogState, session, limits, reviewModeration }: ContextOptions = {}): GraphQLContext {
  return {
    db,
    catalog: createCatalogLoaders(db, catalogState),
    orders: createOrderLoaders(db),
    session: session ?? new RequestSession(db, defaultSessionSettings, undefined),
    limits,
    reviewModeration: reviewModeration ?? { holdForApproval: false },
  };
}
