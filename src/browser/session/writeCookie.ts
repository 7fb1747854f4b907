// How the storefront sets its own cookies: for the whole site, sent on same-site navigations, Secure
// on https, ending when the value it carries ends (a session without an expiry lasts the browser's).
export function writeCookie(name: string, value: string, expires: Date | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; SameSite=Lax${expires ? `; Expires=${expires.toUTCString()}` : ''}${secure}`;
}
