// @vitest-environment jsdom
// What a lost session clears in the browser: everything of the shop's but the visitor's language
// and wishlist, which no session decides (the wishlist with its hint, so its page still comes framed).
import { expect, it } from 'vitest';
import { clearBrowserData } from '../../src/browser/session/browserSession';

it('keeps the locale cookie, the wishlist and its hint, and clears the rest', () => {
  for (const cookie of ['i18n_locale=de_DE', 'storefront-wishlist=1', 'woocommerce-session=abc', 'storefront-signed-in=1']) document.cookie = `${cookie}; Path=/`;
  localStorage.setItem('wishlist', '{"version":1,"items":[]}');
  localStorage.setItem('storefront-auth', '{}');
  clearBrowserData();
  expect(document.cookie.split('; ').sort()).toEqual(['i18n_locale=de_DE', 'storefront-wishlist=1']);
  expect(Object.keys(localStorage)).toEqual(['wishlist']);
});
