// The browser tests' OpenID Connect stand-in: where it listens (beside the shop's port, so runs on
// other ports keep apart), how it is started (tests/e2e/servers.ts), and the shop's
// LOGIN_PROVIDERS that offers it as the generic provider.
import { standInShopper } from './oauth-stand-in';

export interface E2EOAuthStandIn {
  /** The issuer; the tests wait for its discovery document before they start. */
  url: string;
  command: string;
  shopEnv: Record<string, string>;
  /** Who signing in with it signs in as. */
  shopper: typeof standInShopper;
  /** The button's provider name (LoginProviderEnum) and label. */
  provider: 'OAUTH2_GENERIC';
  name: string;
}

export function e2eOAuthStandIn(shopPort: number): E2EOAuthStandIn {
  const port = shopPort + 11_000;
  const url = `http://127.0.0.1:${port}`;
  const name = 'Local ID';
  return {
    url,
    command: `node --import tsx tests/oauth-stand-in/cli.ts --port ${port}`,
    shopEnv: {
      LOGIN_PROVIDERS: JSON.stringify([{ provider: 'OAUTH2_GENERIC', name, clientId: 'storefront-e2e', clientSecret: 'stand-in-secret', issuer: url }]),
    },
    shopper: standInShopper,
    provider: 'OAUTH2_GENERIC',
    name,
  };
}
