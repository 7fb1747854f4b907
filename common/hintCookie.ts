// A hint cookie tells the server, in `1`, something only the browser knows, so that the page it
// renders is the one the browser will show (common/signedInHint.ts, common/wishlistHint.ts).

/** Whether a request's Cookie header carries the hint `name=1`. */
export function hasHintCookie(cookieHeader: string | undefined, name: string): boolean {
  return cookieHeader !== undefined && cookieHeader.split(/;\s*/).includes(`${name}=1`);
}
