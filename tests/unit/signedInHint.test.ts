import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from '../../common/signedInHint';
import { hasWishlistHint } from '../../common/wishlistHint';

describe('the signed-in hint of a request', () => {
  it('is read from the Cookie header, among others', () => {
    expect(hasSignedInHint('storefront-signed-in=1')).toBe(true);
    expect(hasSignedInHint('i18n_locale=de_DE; storefront-signed-in=1; woocommerce-session=abc')).toBe(true);
    expect(hasSignedInHint('i18n_locale=de_DE;storefront-signed-in=1')).toBe(true);
  });

  it('is absent without the cookie, with an empty one, or with a name that only ends the same', () => {
    expect(hasSignedInHint(undefined)).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('storefront-signed-in=')).toBe(false);
    expect(hasSignedInHint('old-storefront-signed-in=1')).toBe(false);
    expect(hasSignedInHint('storefront-signed-in=10')).toBe(false);
  });
});

describe('the wishlist hint of a request', () => {
  it('is read from the Cookie header, apart from the signed-in hint', () => {
    expect(hasWishlistHint('i18n_locale=de_DE; storefront-wishlist=1')).toBe(true);
    expect(hasWishlistHint('storefront-signed-in=1')).toBe(false);
    expect(hasWishlistHint('storefront-wishlist=')).toBe(false);
    expect(hasWishlistHint(undefined)).toBe(false);
  });
});
