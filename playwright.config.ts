import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// built and started on a fresh embedded database seeded with the demo catalog.
const port = Number(process.env.E2E_PORT ?? 3199);
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
  webServer: {
    command: `rm -rf data/e2e-${port} && node --import tsx server/main.ts`,
    // Every browser test comes from one address, so the limits per address are raised for them.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: `data/e2e-${port}`, RATE_LIMITS: JSON.stringify(e2eRateLimits) },
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
