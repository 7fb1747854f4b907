// The browser tests' Stripe stand-in: where it listens (beside the shop's port, so runs on other
// ports keep apart), how it is started (tests/e2e/servers.ts), and the shop's
// environment that points card payments at it.
import { standInKeys } from './stand-in-keys';

export interface E2EStripeStandIn {
  url: string;
  command: string;
  shopEnv: Record<string, string>;
}

export function e2eStripeStandIn(shopPort: number): E2EStripeStandIn {
  const port = shopPort + 10_000;
  const url = `http://127.0.0.1:${port}`;
  const shopOrigins = [`http://127.0.0.1:${shopPort}`, `http://localhost:${shopPort}`];
  return {
    url,
    command: `node --import tsx tests/stripe-stand-in/cli.ts --port ${port} ${shopOrigins.map((origin) => `--origin ${origin}`).join(' ')}`,
    shopEnv: {
      STRIPE_SECRET_KEY: standInKeys.secretKey,
      STRIPE_PUBLISHABLE_KEY: standInKeys.publishableKey,
      STRIPE_API_URL: url,
      STRIPE_JS_URL: `${url}/v3/`,
    },
  };
}
