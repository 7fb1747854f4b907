// Whether the browser keeps a sign-in, told to the server by a cookie. The tokens themselves stay
// in the browser's storage (browser/session/authStorage.ts); the cookie holds no secret, only `1`. With it
// the server renders the account page as the visitor will see it: the sign-in forms for a visitor
// without one (most of them), so the page's largest text paints with the page instead of after
// its code, and the account's frame for a customer, into which the browser puts their name and
// the chosen section. A hint that has gone stale costs only that frame: the browser decides from
// the session as before.
import { hasHintCookie } from './hintCookie';

export const signedInHintCookie = 'storefront-signed-in';

/** Reads the hint from a request's Cookie header. */
export function hasSignedInHint(cookieHeader: string | undefined): boolean {
  return hasHintCookie(cookieHeader, signedInHintCookie);
}
