// Server configuration from the environment (README "Configuration").
import { resolveSettings, type StoreSettings } from '../src/settings';
import { defaultSessionSettings } from './graphql/context';
import type { SessionSettings } from './domain/session/request-session';

export interface ServerConfig {
  port: number;
  host: string;
  dev: boolean;
  /** PostgreSQL URL; unset means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** A real WooCommerce GraphQL endpoint; unset means the embedded store backend. */
  graphqlEndpoint: string | undefined;
  /** Public origin for canonical links; unset means the request's own host. */
  publicUrl: string | undefined;
  settings: StoreSettings;
  /** How long rendered pages are reused; 0 turns the page cache off. */
  pageCacheMs: number;
  /** Cart sessions: their signing, lifetime and the customers' country before they give one. */
  session: SessionSettings;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dev: argv.includes('--dev'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data/pglite',
    graphqlEndpoint: env.GRAPHQL_ENDPOINT || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    settings: resolveSettings(parseSettings(env.STORE_SETTINGS)),
    pageCacheMs: Number(env.PAGE_CACHE_MS ?? 60_000),
    session: {
      issuer: env.PUBLIC_URL || defaultSessionSettings.issuer,
      lifetimeSeconds: positiveNumber(env.SESSION_DAYS, 'SESSION_DAYS') * 24 * 60 * 60 || defaultSessionSettings.lifetimeSeconds,
      secret: env.SESSION_SECRET || undefined,
      defaultCountry: (env.SHOP_COUNTRY || defaultSessionSettings.defaultCountry).toUpperCase(),
    },
  };
}

/** A positive number from the environment; 0 when unset. */
function positiveNumber(value: string | undefined, name: string): number {
  if (!value) return 0;
  const number = Number(value);
  if (!(number > 0)) throw new Error(`${name} must be a positive number`);
  return number;
}

function parseSettings(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw new Error('STORE_SETTINGS must be a JSON object, e.g. {"autoOpenCart":true}');
}
