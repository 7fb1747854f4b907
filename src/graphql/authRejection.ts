// A request whose auth token the store no longer takes (expired, revoked, tampered). WPGraphQL with
// Headless Login runs it as a guest's and answers HTTP 403 (a token it cannot read or that has run
// out) or 401 (a sign-in that has ended), data and all; our store answers the same. The storefront
// never shows a guest's answer to a signed-in customer: it takes the status as a refusal, with the
// code the session and cart machines look for, and they renew the token or sign out.

/** The error code a refused auth token is reported with (machines/cart.ts, machines/session.ts). */
export const invalidAuthTokenCode = 'INVALID_AUTH_TOKEN';
export const invalidAuthTokenMessage = 'Your session has expired. Please sign in again.';

/** Whether an answer to a request that sent an auth token says the store did not take it. */
export function refusesAuthToken(status: number): boolean {
  return status === 401 || status === 403;
}
