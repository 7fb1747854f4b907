// The WooCommerce session travels in this HTTP header (`Session <token>` from the storefront, a new
// token back from the store) and, in the browser, in a cookie of the same name (SPEC §9).
export const sessionHeader = 'woocommerce-session';

/** The session token a request's Cookie header carries (the browser keeps it URI-encoded); undefined without one. */
export function sessionTokenOfCookies(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(/;\s*/)) {
    const separator = part.indexOf('=');
    if (separator <= 0 || part.slice(0, separator) !== sessionHeader) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1)) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
