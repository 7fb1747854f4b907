// Server configuration from the environment (docs/configuration.md).
import { availableParallelism } from 'node:os';
import { resolveSettings, type StoreSettings } from '../common/settings';
import { defaultAuthSettings, type AuthSettings } from './domain/accounts/auth-tokens';
import { parseLoginProviders, type LoginProviderConfig } from './domain/accounts/oauth/login-provider-config';
import type { StripeSettings } from './domain/payments/gateways/stripe/stripe-payments';
import { parsePaymentSettings, type PaymentSettings } from './domain/payments/payment-settings';
import { resolveRateLimits, type RateLimitSettings } from './domain/rate-limits/rate-limit-rules';
import type { SessionSettings } from './domain/session/request-session';
import { defaultRequestBounds, type RequestBounds } from './graphql/bounds/request-bounds';
import { defaultSessionSettings } from './graphql/context';
import { allowedHostsOf, hostNameOf } from './http/allowed-hosts';
import type { MailSettings } from './mail/create-mail-transport';

/** Where the store's database is: the server and the seed CLI (server/seed/cli.ts) read the same. */
export interface DatabaseSettings {
  /** PostgreSQL URL; unset means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export interface ServerConfig extends DatabaseSettings {
  port: number;
  /** Server processes under a supervisor on one port (WORKERS); undefined: one process, unsupervised. */
  workers: number | undefined;
  host: string;
  dev: boolean;
  /** A real WooCommerce GraphQL endpoint; unset means the embedded store backend. */
  graphqlEndpoint: string | undefined;
  /** Public origin for canonical links and every link the shop writes; unset means the request's own host. */
  publicUrl: string | undefined;
  /** The hosts answered when publicUrl is unset (ALLOWED_HOSTS, else the server's own: http/allowed-hosts.ts). */
  allowedHosts: string[];
  settings: StoreSettings;
  /** How long rendered pages are reused; 0 turns the page cache off. */
  pageCacheMs: number;
  /** How long the full product list behind listing pages is reused. */
  catalogCacheMs: number;
  /** How long pages and answers may show a stock that orders have changed since (domain/catalog/store/catalog-clock.ts). */
  stockCacheMs: number;
  /** Cart sessions: their signing, lifetime and the customers' country before they give one. */
  session: SessionSettings;
  /** Signed-in customers' auth and refresh tokens: their signing and lifetimes. */
  auth: AuthSettings;
  /** What one GraphQL request may ask and how long it may run. */
  requestBounds: RequestBounds;
  /** How often a client may write (and read heavily). */
  rateLimits: RateLimitSettings;
  /** Origins besides the shop's own whose pages may call /graphql from a browser. */
  corsOrigins: string[];
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): false (the server faces
   * the internet), true (any: only behind a proxy that sets them), or the proxies' addresses.
   * Rate limits count by the client address this gives, so a header anyone may send is not believed.
   */
  trustProxy: boolean | string;
  /** Card payments through Stripe; null without keys, and then the card gateway is not offered. */
  stripe: StripeSettings | null;
  /** The offline gateways' bank accounts, cheque payee and address, COD for virtual orders, and texts (PAYMENT_GATEWAYS). */
  payments: PaymentSettings;
  /** Where the shop's mail goes: an SMTP server, or .eml files in an outbox folder. */
  mail: MailSettings;
  /** Where contact messages go (SHOP_EMAIL, else MAIL_FROM's address). */
  shopEmail: string;
  /** OAuth 2.0 / OpenID Connect providers customers may sign in with (LOGIN_PROVIDERS). */
  loginProviders: LoginProviderConfig[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): ServerConfig {
  const host = env.HOST ?? '0.0.0.0';
  const settings = resolveSettings(parseSettings(env.STORE_SETTINGS));
  const database = readDatabaseSettings(env);
  const dev = argv.includes('--dev');
  return {
    port: Number(env.PORT ?? 3000),
    workers: readWorkers(env.WORKERS, database, dev),
    host,
    dev,
    ...database,
    graphqlEndpoint: env.GRAPHQL_ENDPOINT || undefined,
    publicUrl: checkedPublicUrl(env.PUBLIC_URL),
    allowedHosts: allowedHostsOf(host, (env.ALLOWED_HOSTS ?? '').split(',').map((name) => name.trim()).filter(Boolean).map(checkedHostName)),
    settings,
    pageCacheMs: Number(env.PAGE_CACHE_MS ?? 60_000),
    catalogCacheMs: Number(env.CATALOG_CACHE_MS ?? 30_000),
    stockCacheMs: Number(env.STOCK_CACHE_MS ?? 10_000),
    session: {
      issuer: env.PUBLIC_URL || defaultSessionSettings.issuer,
      lifetimeSeconds: positiveNumber(env.SESSION_DAYS, 'SESSION_DAYS') * 24 * 60 * 60 || defaultSessionSettings.lifetimeSeconds,
      secret: env.SESSION_SECRET || undefined,
      defaultCountry: readShopCountry(env),
    },
    auth: {
      issuer: env.PUBLIC_URL || defaultAuthSettings.issuer,
      secret: env.AUTH_SECRET || undefined,
      authTokenSeconds: positiveNumber(env.AUTH_TOKEN_MINUTES, 'AUTH_TOKEN_MINUTES') * 60 || defaultAuthSettings.authTokenSeconds,
      refreshTokenSeconds: positiveNumber(env.REFRESH_TOKEN_DAYS, 'REFRESH_TOKEN_DAYS') * 24 * 60 * 60 || defaultAuthSettings.refreshTokenSeconds,
    },
    requestBounds: {
      ...defaultRequestBounds,
      deadlineMs: positiveNumber(env.GRAPHQL_DEADLINE_MS, 'GRAPHQL_DEADLINE_MS') || defaultRequestBounds.deadlineMs,
      // Development tools (and codegen against a running server) need it; a shop in production
      // does not show its whole schema unless its owner says so.
      introspection: env.GRAPHQL_INTROSPECTION ? env.GRAPHQL_INTROSPECTION === 'true' : env.NODE_ENV !== 'production',
    },
    rateLimits: resolveRateLimits(parseJson(env.RATE_LIMITS, 'RATE_LIMITS', '{"review":{"address":{"limit":10,"perSeconds":600}}}')),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean).map(checkedOrigin),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    stripe: readStripeSettings(env),
    payments: parsePaymentSettings(env.PAYMENT_GATEWAYS),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || undefined,
      outbox: env.MAIL_OUTBOX || './data/outbox',
    },
    shopEmail: env.SHOP_EMAIL || senderAddress(env.MAIL_FROM) || 'shop@localhost',
    loginProviders: parseLoginProviders(env.LOGIN_PROVIDERS),
  };
}

function readStripeSettings(env: NodeJS.ProcessEnv): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY || undefined;
  if (!secretKey && !publishableKey) return null;
  if (!secretKey || !publishableKey) throw new Error('Card payments need both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (or neither, for no card payments)');
  const apiUrl = env.STRIPE_API_URL || undefined;
  const jsUrl = env.STRIPE_JS_URL || 'https://js.stripe.com/v3/';
  for (const [name, url] of [['STRIPE_API_URL', apiUrl], ['STRIPE_JS_URL', jsUrl]] as const) {
    if (url && !/^https?:\/\//.test(url)) throw new Error(`${name}: "${url}" is not an http(s) URL`);
    if (url && !URL.canParse(url)) throw new Error(`${name}: "${url}" is not a URL`);
  }
  return { secretKey, publishableKey, apiUrl, jsUrl };
}

export function readDatabaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? './data/pglite' };
}

/**
 * WORKERS: a count, or `auto` for one per core. Only a PostgreSQL server is shared by several
 * processes: PGlite's folder belongs to the one process that opened it.
 */
function readWorkers(value: string | undefined, { databaseUrl }: DatabaseSettings, dev: boolean): number | undefined {
  if (!value) return undefined;
  const workers = value === 'auto' ? availableParallelism() : Number(value);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`WORKERS must be a whole number of processes (1 or more) or "auto" (one per core), not "${value}"`);
  if (workers > 1 && !databaseUrl) {
    throw new Error(
      `WORKERS=${value} needs PostgreSQL: the embedded PGlite database is one process's own. Set DATABASE_URL to a PostgreSQL server (postgres://user:pass@host:5432/shop), or leave WORKERS unset.`,
    );
  }
  if (workers > 1 && dev) throw new Error('WORKERS is for `npm start`: `npm run dev` runs one process, with hot reload');
  return workers;
}

/** Where a new customer is until they choose a country (SHOP_COUNTRY). */
export function readShopCountry(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SHOP_COUNTRY || defaultSessionSettings.defaultCountry).toUpperCase();
}

/** The address of a sender such as `"Woven & Co." <orders@shop.example>`. */
function senderAddress(from: string | undefined): string | undefined {
  return from && (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

function checkedPublicUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) throw new Error(`PUBLIC_URL: "${url}" is not an http(s) URL`);
  return url;
}

function checkedHostName(name: string): string {
  if (name.startsWith('.') ? hostNameOf(name.slice(1)) : hostNameOf(name)) return name;
  throw new Error(`ALLOWED_HOSTS: "${name}" is not a host name (shop.example, or .shop.example for every name under it)`);
}

function checkedOrigin(origin: string): string {
  if (URL.canParse(origin) && new URL(origin).origin === origin) return origin;
  throw new Error(`CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port], nothing after it)`);
}

function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function parseJson(json: string | undefined, name: string, example: string): unknown {
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    throw new Error(`${name} must be JSON, e.g. ${example}`);
  }
}

/** A positive number from the environment; 0 when unset. */
function positiveNumber(value: string | undefined, name: string): number {
  if (!value) return 0;
  const number = Number(value);
  if (!(number > 0)) throw new Error(`${name} must be a positive number`);
  return number;
}

function parseSettings(json: string | undefined): Record<string, unknown> {
  const example = '{"autoOpenCart":true}';
  const value = parseJson(json, 'STORE_SETTINGS', example) ?? {};
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new Error(`STORE_SETTINGS must be a JSON object, e.g. ${example}`);
}
