import { defineConfig } from '@playwright/test';
import { e2eWorkers } from './tests/e2e/shop-ports';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// built and started on a fresh embedded database seeded with the demo catalog, with card payments
// through a local stand-in of Stripe (its API and Stripe.js), mail sent to a local SMTP server that
// the tests read (tests/e2e/mailbox.ts), and sign-in with a login provider through a local OAuth 2.0
// server. Each worker has a shop of its own with its own stand-ins (tests/e2e/shop-ports.ts); the
// stand-ins listen on ports derived from their shop's. The main journeys (browsing, the cart,
// checkout, the account) run a second time, as the `remote-store` project, on a storefront pointed
// at a second server's /graphql as a remote WooGraphQL store (GRAPHQL_ENDPOINT), with a database and
// stand-ins of their own.
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
  // Each worker's shop, stand-ins and remote-store pair, started side by side (tests/e2e/servers.ts).
  globalSetup: './tests/e2e/start-servers.ts',
});
