// The configured login providers as oauth4webapi talks to them: each one's authorization server
// (from OpenID Connect discovery, fetched once per process and again a minute after a failure, or
// from its configured endpoints) and the shop as its client. Plain http is allowed only for a provider on
// this machine (development and tests); the configuration refuses it anywhere else.
import * as oauth from 'oauth4webapi';
import { isLoopback, type LoginProviderConfig } from './login-provider-config';

const retryDiscoveryMs = 60_000;

export interface LoginProvider {
  config: LoginProviderConfig;
  client: oauth.Client;
  clientAuth: oauth.ClientAuth;
  /** Options every request to the provider takes. */
  requestOptions: { [oauth.allowInsecureRequests]?: boolean };
  authorizationServer(): Promise<oauth.AuthorizationServer>;
}

function configuredServer(config: LoginProviderConfig): oauth.AuthorizationServer {
  return {
    issuer: config.issuer ?? new URL(config.authorizationEndpoint!).origin,
    authorization_endpoint: config.authorizationEndpoint,
    token_endpoint: config.tokenEndpoint,
    userinfo_endpoint: config.userinfoEndpoint,
  };
}

function loginProvider(config: LoginProviderConfig): LoginProvider {
  const urls = [config.issuer, config.authorizationEndpoint, config.tokenEndpoint, config.userinfoEndpoint].filter((url) => url !== undefined);
  const requestOptions = urls.some((url) => new URL(url).protocol === 'http:' && isLoopback(url)) ? { [oauth.allowInsecureRequests]: true } : {};
  let server: Promise<oauth.AuthorizationServer> | null = null;
  const discover = async (issuer: URL) => {
    const discovered = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...requestOptions, algorithm: 'oidc' }));
    // Endpoints the shop owner names win over the discovered ones.
    return { ...discovered, ...Object.fromEntries(Object.entries(configuredServer(config)).filter(([name, url]) => name !== 'issuer' && url !== undefined)) };
  };
  return {
    config,
    client: { client_id: config.clientId },
    clientAuth: oauth.ClientSecretPost(config.clientSecret),
    requestOptions,
    authorizationServer() {
      if (!config.issuer) return Promise.resolve(configuredServer(config));
      if (!server) {
        const discovery = discover(new URL(config.issuer));
        server = discovery;
        // A provider that is down is asked again a minute later, not on every cart load meanwhile.
        discovery.catch((error: unknown) => {
          console.error(`Login provider ${config.provider}: discovery at ${config.issuer} failed:`, error instanceof Error ? error.message : error);
          setTimeout(() => server === discovery && (server = null), retryDiscoveryMs).unref();
        });
      }
      return server;
    },
  };
}

export class LoginProviders {
  private readonly byName: Map<string, LoginProvider>;

  constructor(configs: readonly LoginProviderConfig[]) {
    this.byName = new Map(configs.map((config) => [config.provider, loginProvider(config)]));
  }

  /** In their configured order. */
  all(): LoginProvider[] {
    return [...this.byName.values()];
  }

  find(provider: string): LoginProvider | undefined {
    return this.byName.get(provider);
  }
}

/** The shop's page a provider sends the shopper back to (SPEC §2: /oauth/login/{provider}). */
export function redirectUri(shopOrigin: string, provider: string): string {
  return `${shopOrigin}/oauth/login/${provider.toLowerCase()}`;
}
