// A local OpenID Connect provider for tests, so nothing reaches the internet: oauth2-mock-server
// (discovery, /authorize answering at once with a code, /token with PKCE, /userinfo), made to
// answer as one person, whose id, name and email (verified or not) a test may change. Both the ID
// token and the userinfo name the same person.
import { OAuth2Server } from 'oauth2-mock-server';

export interface StandInPerson {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** Who the browser tests sign in as. */
export const standInShopper: StandInPerson = {
  sub: 'stand-in-shopper',
  email: 'oauth.shopper@example.com',
  emailVerified: true,
  givenName: 'Grace',
  familyName: 'Hopper',
};

export interface OAuthStandIn {
  /** The issuer: OpenID Connect discovery is at `<url>/.well-known/openid-configuration`. */
  url: string;
  /** Who the provider answers as from now on. */
  person: StandInPerson;
  close(): Promise<void>;
}

export interface OAuthStandInOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  person?: StandInPerson;
}

export async function startOAuthStandIn({ port = 0, host = '127.0.0.1', person = standInShopper }: OAuthStandInOptions = {}): Promise<OAuthStandIn> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const standIn: OAuthStandIn = { url: '', person, close: () => server.stop() };
  const claims = () => ({
    sub: standIn.person.sub,
    email: standIn.person.email,
    email_verified: standIn.person.emailVerified,
    given_name: standIn.person.givenName,
    family_name: standIn.person.familyName,
    name: `${standIn.person.givenName} ${standIn.person.familyName}`,
  });
  server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims()));
  server.service.on('beforeUserinfo', (userinfo) => {
    userinfo.body = claims();
  });
  await server.start(port, host);
  // The issuer as it was asked for (the mock would name 127.0.0.1 'localhost').
  server.issuer.url = `http://${host}:${server.address().port}`;
  standIn.url = server.issuer.url;
  return standIn;
}
