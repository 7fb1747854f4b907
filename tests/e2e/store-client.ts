// A client of the shop's /graphql as the storefront talks to it, for a browser test's set-up: the
// session the store hands out and, once signed in, the auth token. A GraphQL error fails the test.
import { expect, type APIRequestContext } from './test';

export type Send = <Data>(query: string, variables?: Record<string, unknown>) => Promise<Data>;

export function storeClient(request: APIRequestContext) {
  let session: string | null = null;
  let auth: string | null = null;
  const send: Send = async <Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: {
        'content-type': 'application/json',
        ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
    });
    session = response.headers()['woocommerce-session'] ?? session;
    const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  return {
    send,
    signedIn: (token: string, sessionToken: string | null) => {
      auth = token;
      session = sessionToken ?? session;
    },
  };
}
