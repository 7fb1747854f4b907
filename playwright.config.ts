import { defineConfig } from '@playwright/test';
import { e2eWorkers, shopPortOf } from './tests/e2e/shop-ports';
import { e2eOAuthStandIn } from './tests/oauth-stand-in/e2e-stand-in';
import { e2eSmtpStandIn } from './tests/smtp-stand-in/e2e-stand-in';
import { e2eStripeStandIn } from './tests/stripe-stand-in/e2e-stand-in';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// built and started on a fresh embedded database seeded with the demo catalog, with card payments
// through a local stand-in of Stripe (its API and Stripe.js), mail sent to a local SMTP server that
// the tests read (tests/e2e/mailbox.ts), and sign-in with a login provider through a local OAuth 2.0
// server. Each worker has a shop of its own with its own stand-ins (tests/e2e/shop-ports.ts); the
// stand-ins listen on ports derived from their shop's.
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
  webServer: Array.from({ length: e2eWorkers }, (_, index) => shopServers(shopPortOf(index))).flat(),
});

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
      // A fresh database each run, loaded from the seeded dump the server tests keep (made here when
      // there is none), so the server starts in seconds instead of seeding for minutes.
      command: `node --import tsx tests/e2e/seeded-data-dir.ts data/e2e-${port} && node --import tsx server/main.ts`,
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
