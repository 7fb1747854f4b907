import { defineConfig } from '@playwright/test';
import { e2eWorkers, remoteStorePortOf, shopPortOf } from './tests/e2e/shop-ports';
import { e2eOAuthStandIn } from './tests/oauth-stand-in/e2e-stand-in';
import { e2eSmtpStandIn } from './tests/smtp-stand-in/e2e-stand-in';
import { e2eStripeStandIn } from './tests/stripe-stand-in/e2e-stand-in';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// built and started on a fresh embedded database seeded with the demo catalog, with card payments
// through a local stand-in of Stripe (its API and Stripe.js), mail sent to a local SMTP server that
// the tests read (tests/e2e/mailbox.ts), and sign-in with a login provider through a local OAuth 2.0
// server. Each worker has a shop of its own with its own stand-ins (tests/e2e/shop-ports.ts); the
// stand-ins listen on ports derived from their shop's. The main journeys (browsing, the cart,
// checkout, the account) run a second time, as the `remote-store` project, on a storefront pointed
// at a second server's /graphql as a remote WooGraphQL store (GRAPHQL_ENDPOINT), with a database and
// stand-ins of their own.
const perAddress = (limit: number, perSeconds: number) => ({ address: { limit, perSeconds } });
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

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  // baseURL: each worker's own shop (tests/e2e/test.ts).
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
  },
  projects: [
    { name: 'embedded' },
    // The tests tagged mainJourney (tests/e2e/test.ts).
    { name: 'remote-store', grep: /@main-journey/ },
  ],
  webServer: Array.from({ length: e2eWorkers }, (_, index) => [...shopServers(shopPortOf(index)), ...remoteStoreServers(index)]).flat(),
});

/** A store on a fresh database each run, loaded from the seeded dump the server tests keep (made here when there is none). */
function seededStoreCommand(port: number): string {
  return `node --import tsx tests/e2e/seeded-data-dir.ts data/e2e-${port} && node --import tsx server/main.ts`;
}

/** One worker's shop and its stand-ins, as Playwright's web servers. */
function shopServers(port: number) {
  const stripe = e2eStripeStandIn(port);
  const smtp = e2eSmtpStandIn(port);
  const oauth = e2eOAuthStandIn(port);
  return [
    { command: stripe.command, url: `${stripe.url}/v3/`, timeout: 30_000, reuseExistingServer: false },
    { command: smtp.command, url: `${smtp.url}/messages`, timeout: 30_000, reuseExistingServer: false },
    { command: oauth.command, url: `${oauth.url}/.well-known/openid-configuration`, timeout: 30_000, reuseExistingServer: false },
    {
      // Loaded from the dump, the server starts in seconds instead of seeding for minutes.
      command: seededStoreCommand(port),
      // Every browser test comes from one address, so the limits per address are raised for them.
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
      // Seeding, when no dump is kept yet, takes a few minutes on a busy two-core machine.
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ];
}

/**
 * One worker's remote-store pair, as Playwright's web servers: a store (the embedded backend, standing
 * in for a WooCommerce site) and a storefront whose GRAPHQL_ENDPOINT is the store's /graphql, with
 * the stand-ins the storefront's pages and the store's checkout and mail use. The browser calls the
 * store from the storefront's pages, so the store allows that origin (CORS_ORIGINS). The storefront's
 * database (in memory) holds only its contact limit.
 */
function remoteStoreServers(parallelIndex: number) {
  const storefrontPort = shopPortOf(parallelIndex, 'remote-store');
  const storePort = remoteStorePortOf(parallelIndex);
  const stripe = e2eStripeStandIn(storefrontPort);
  const smtp = e2eSmtpStandIn(storefrontPort);
  const environment = { HOST: '127.0.0.1', RATE_LIMITS: JSON.stringify(e2eRateLimits), ...stripe.shopEnv, ...smtp.shopEnv };
  return [
    { command: stripe.command, url: `${stripe.url}/v3/`, timeout: 30_000, reuseExistingServer: false },
    { command: smtp.command, url: `${smtp.url}/messages`, timeout: 30_000, reuseExistingServer: false },
    {
      command: seededStoreCommand(storePort),
      env: { ...environment, PORT: String(storePort), DATA_DIR: `data/e2e-${storePort}`, CORS_ORIGINS: `http://127.0.0.1:${storefrontPort}` },
      url: `http://127.0.0.1:${storePort}/`,
      timeout: 300_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx server/main.ts',
      env: { ...environment, PORT: String(storefrontPort), DATA_DIR: '', GRAPHQL_ENDPOINT: `http://127.0.0.1:${storePort}/graphql` },
      url: `http://127.0.0.1:${storefrontPort}/`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ];
}
