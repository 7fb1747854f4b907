// What every resolver of one request shares: the database and the request's batchers.
import type { Database } from '../db/connection';
import type { CatalogState } from '../domain/catalog-cache';
import { createCatalogLoaders, type CatalogLoaders } from './catalog/loaders';

export interface GraphQLContext {
  db: Database;
  catalog: CatalogLoaders;
}

/** `catalogState`: the catalog as the request already found it (see createCatalogLoaders). */
export function createContext(db: Database, catalogState?: CatalogState): GraphQLContext {
  return { db, catalog: createCatalogLoaders(db, catalogState) };
}
