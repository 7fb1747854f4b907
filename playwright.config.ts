import { defineConfig } from '@playwright/test';
import { e2eStripeStandIn } from './tests/stripe-stand-in/e2e-stand-in';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// built and started on a fresh embedded database seeded with the demo catalog, with card payments
// through a local stand-in of Stripe (its API and Stripe.js) and mail written to an outbox.
const port = Number(process.env.E2E_PORT ?? 3199);
const stripe = e2eStripeStandIn(port);
const perAddress = (limit: number, perSeconds: number) => ({ address: { limit, perSeconds } });
const e2eRateLimits = { sessionStart: perAddress(1000, 3600), review: perAddress(100, 600), heavyRead: perAddress(1000, 60) };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
  },
  webServer: [
    { command: stripe.command, url: `${stripe.url}/v3/`, timeout: 30_000, reuseExistingServer: false },
    {
      command: `rm -rf data/e2e-${port} data/e2e-${port}-outbox && node --import tsx server/main.ts`,
      // Every browser test comes from one address, so the limits per address are raised for them.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: `data/e2e-${port}`,
        MAIL_OUTBOX: `data/e2e-${port}-outbox`,
        RATE_LIMITS: JSON.stringify(e2eRateLimits),
        ...stripe.shopEnv,
      },
      url: `http://127.0.0.1:${port}/`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
