// What every resolver of one request shares: the database, the request's batchers and the
// visitor's cart session.
import type { Database } from '../db/connection';
import type { CatalogState } from '../domain/catalog-cache';
import { RequestSession, type SessionSettings } from '../domain/session/request-session';
import { createCatalogLoaders, type CatalogLoaders } from './catalog/loaders';

export interface GraphQLContext {
  db: Database;
  catalog: CatalogLoaders;
  session: RequestSession;
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
}

export function createContext(db: Database, { catalogState, session }: ContextOptions = {}): GraphQLContext {
  return {
    db,
    catalog: createCatalogLoaders(db, catalogState),
    session: session ?? new RequestSession(db, defaultSessionSettings, undefined),
  };
}
