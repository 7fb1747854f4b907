// The servers the browser tests run against, which start-servers.ts starts before the run: for each
// worker a shop with its Stripe, SMTP and OAuth stand-ins (shop-ports.ts), and a remote-store pair,
// a store standing in for a WooCommerce site and a storefront whose GRAPHQL_ENDPOINT is its
// /graphql, with the stand-ins its pages and checkout use.
import { e2eOAuthStandIn } from '../oauth-stand-in/e2e-stand-in';
import { e2eSmtpStandIn } from '../smtp-stand-in/e2e-stand-in';
import { e2eStripeStandIn } from '../stripe-stand-in/e2e-stand-in';
import { e2eWorkers, remoteStorePortOf, shopPortOf } from './shop-ports';
import { serverBundleEntry } from '../../scripts/server-bundle';

/** A process to start, and the address that answers once it is ready. */
export interface ServerToStart {
  command: string;
  env?: Record<string, string>;
  url: string;
}

const perAddress = (limit: number, perSeconds: number) => ({ address: { limit, perSeconds } });
// Every browser test comes from one address, so the limits per address are raised for them.
const e2eRateLimits = {
  sessionStart: perAddress(1000, 3600),
  review: perAddress(100, 600),
  serverTime: perAddress(1000, 60),
  refusedRequest: perAddress(1000, 60),
  signIn: perAddress(1000, 900),
  register: perAddress(1000, 3600),
  accountUpdate: perAddress(1000, 600),
  passwordReset: perAddress(1000, 900),
};

/** Every worker's servers. */
export function browserTestServers(): ServerToStart[] {
  return Array.from({ length: e2eWorkers }, (_, index) => [...shopServers(shopPortOf(index)), ...remoteStoreServers(index)]).flat();
}

/** The shop manager each worker's shop has (shop-manager.spec.ts signs in as them). */
export const e2eManager = { email: 'manager@shop.example', password: 'e2e-manager-password' };

/**
 * A store on a fresh database each run, loaded from the seeded dump the server tests keep (made here
 * when there is none), with the shop's manager made by the shop's CLI before the store takes the database.
 */
function seededStoreCommand(port: number): string {
  const manager = `node --import tsx server/shop-cli/cli.ts user:create --role shop_manager --email ${e2eManager.email} --password ${e2eManager.password}`;
  return `node --import tsx tests/e2e/seeded-data-dir.ts data/e2e-${port} && ${manager} && node ${serverBundleEntry}`;
}

/** One worker's shop and its stand-ins. */
function shopServers(port: number): ServerToStart[] {
  const stripe = e2eStripeStandIn(port);
  const smtp = e2eSmtpStandIn(port);
  const oauth = e2eOAuthStandIn(port);
  return [
    { command: stripe.command, url: `${stripe.url}/v3/` },
    { command: smtp.command, url: `${smtp.url}/messages` },
    { command: oauth.command, url: `${oauth.url}/.well-known/openid-configuration` },
    {
      command: seededStoreCommand(port),
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: `data/e2e-${port}`,
        RATE_LIMITS: JSON.stringify(e2eRateLimits),
        ...stripe.shopEnv,
        ...smtp.shopEnv,
        ...oauth.shopEnv,
      },
      url: `http://127.0.0.1:${port}/`,
    },
  ];
}

/**
 * One worker's remote-store pair. The browser calls the store from the storefront's pages, so the
 * store allows that origin (CORS_ORIGINS). The storefront's database (in memory) holds only its
 * contact limit.
 */
function remoteStoreServers(parallelIndex: number): ServerToStart[] {
  const storefrontPort = shopPortOf(parallelIndex, 'remote-store');
  const storePort = remoteStorePortOf(parallelIndex);
  const stripe = e2eStripeStandIn(storefrontPort);
  const smtp = e2eSmtpStandIn(storefrontPort);
  const environment = { HOST: '127.0.0.1', RATE_LIMITS: JSON.stringify(e2eRateLimits), ...stripe.shopEnv, ...smtp.shopEnv };
  return [
    { command: stripe.command, url: `${stripe.url}/v3/` },
    { command: smtp.command, url: `${smtp.url}/messages` },
    {
      command: seededStoreCommand(storePort),
      env: { ...environment, PORT: String(storePort), DATA_DIR: `data/e2e-${storePort}`, CORS_ORIGINS: `http://127.0.0.1:${storefrontPort}` },
      url: `http://127.0.0.1:${storePort}/`,
    },
    {
      command: `node ${serverBundleEntry}`,
      env: { ...environment, PORT: String(storefrontPort), DATA_DIR: '', GRAPHQL_ENDPOINT: `http://127.0.0.1:${storePort}/graphql` },
      url: `http://127.0.0.1:${storefrontPort}/`,
    },
  ];
}
