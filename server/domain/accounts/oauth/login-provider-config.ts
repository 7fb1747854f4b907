// The login providers a shop offers, from LOGIN_PROVIDERS (docs/store-backend.md, "Login providers"): a JSON array
// of OAuth 2.0 / OpenID Connect clients the shop owner registered with each provider. An OpenID
// Connect provider needs only its `issuer` (its endpoints come from discovery); any other names its
// three endpoints. GitHub and Google need neither: their endpoints are known. Endpoints must be
// https, except on this machine (a provider run for development or tests).

/** LoginProviderEnum, less PASSWORD. */
export const providerNames = ['OAUTH2_GENERIC', 'GITHUB', 'GOOGLE', 'FACEBOOK', 'LINKEDIN', 'INSTAGRAM'] as const;
export type ProviderName = (typeof providerNames)[number];

export interface LoginProviderConfig {
  provider: ProviderName;
  /** What the sign-in button says ('Sign in with {name}'). */
  name: string;
  clientId: string;
  clientSecret: string;
  /** OpenID Connect discovery (`<issuer>/.well-known/openid-configuration`); else the endpoints below. */
  issuer?: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  scope: string;
  /** Where its button stands among the others (LoginClient.order). */
  order: number;
}

const knownProviders: Partial<Record<ProviderName, Partial<LoginProviderConfig>>> = {
  // GitHub speaks OAuth 2.0 without OpenID Connect: the profile and its verified emails come from its API.
  GITHUB: {
    name: 'GitHub',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scope: 'read:user user:email',
  },
  GOOGLE: { name: 'Google', issuer: 'https://accounts.google.com' },
};

const example = '[{"provider":"GOOGLE","clientId":"…","clientSecret":"…"}]';
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `url` may be talked to in the clear: only on this machine. */
export function isLoopback(url: string): boolean {
  return loopbackHosts.has(new URL(url).hostname);
}

function checkedUrl(value: unknown, where: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !URL.canParse(value)) throw new Error(`${where} must be a URL`);
  const url = new URL(value);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(value))) throw new Error(`${where} must be an https URL`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${where} must be a non-empty string`);
  return value.trim();
}

function providerConfig(entry: unknown, index: number): LoginProviderConfig {
  const where = `LOGIN_PROVIDERS[${index}]`;
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new Error(`${where} must be an object, e.g. ${example}`);
  const given = entry as Record<string, unknown>;
  const provider = given.provider as ProviderName;
  if (!providerNames.includes(provider)) throw new Error(`${where}.provider must be one of ${providerNames.join(', ')}`);
  const known = knownProviders[provider] ?? {};
  const issuer = checkedUrl(given.issuer ?? known.issuer, `${where}.issuer`);
  const endpoints = {
    authorizationEndpoint: checkedUrl(given.authorizationEndpoint ?? known.authorizationEndpoint, `${where}.authorizationEndpoint`),
    tokenEndpoint: checkedUrl(given.tokenEndpoint ?? known.tokenEndpoint, `${where}.tokenEndpoint`),
    userinfoEndpoint: checkedUrl(given.userinfoEndpoint ?? known.userinfoEndpoint, `${where}.userinfoEndpoint`),
  };
  if (!issuer && !(endpoints.authorizationEndpoint && endpoints.tokenEndpoint && endpoints.userinfoEndpoint)) {
    throw new Error(`${where} needs an "issuer" (OpenID Connect discovery) or "authorizationEndpoint", "tokenEndpoint" and "userinfoEndpoint"`);
  }
  const order = given.order ?? index;
  if (!Number.isInteger(order)) throw new Error(`${where}.order must be a whole number`);
  return {
    provider,
    name: given.name === undefined && known.name ? known.name : text(given.name, `${where}.name`),
    clientId: text(given.clientId, `${where}.clientId`),
    clientSecret: text(given.clientSecret, `${where}.clientSecret`),
    ...(issuer ? { issuer } : {}),
    ...Object.fromEntries(Object.entries(endpoints).filter(([, url]) => url !== undefined)),
    scope: given.scope === undefined ? (known.scope ?? 'openid email profile') : text(given.scope, `${where}.scope`),
    order: order as number,
  };
}

/** The providers of LOGIN_PROVIDERS; none when it is unset. Throws, naming the entry, on anything else. */
export function parseLoginProviders(json: string | undefined): LoginProviderConfig[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`LOGIN_PROVIDERS must be JSON, e.g. ${example}`);
  }
  if (!Array.isArray(value)) throw new Error(`LOGIN_PROVIDERS must be a JSON array, e.g. ${example}`);
  const providers = value.map(providerConfig);
  const repeated = providers.find((config, index) => providers.findIndex((other) => other.provider === config.provider) !== index);
  if (repeated) throw new Error(`LOGIN_PROVIDERS names ${repeated.provider} twice: each provider may be configured once`);
  return providers.sort((a, b) => a.order - b.order);
}
