// What every resolver of one request shares: the database and the request's batchers.
import type { Database } from '../db/connection';
import { createCatalogLoaders, type CatalogLoaders } from './catalog/loaders';

export interface GraphQLContext {
  db: Database;
  catalog: CatalogLoaders;
}

export function createContext(db: Database): GraphQLContext {
  return { db, catalog: createCatalogLoaders(db) };
}
