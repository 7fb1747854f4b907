// Everything the storefront keeps in the shopper's browser, named once: each module that keeps an
// item takes its name from here, and the privacy page lists them all from here (a browser test
// checks that a shopper's browser holds nothing else of the shop's).
import { localeCookie } from '../../common/locales';
import { sessionHeader } from '../../common/sessionHeader';
import { signedInHintCookie } from '../../common/signedInHint';
import { taxLocationCookie } from '../../common/taxLocation';
import { wishlistHintCookie } from '../../common/wishlistHint';

export type StoredItemPlace = 'cookie' | 'localStorage' | 'sessionStorage';

export const storedItems = {
  session: { place: 'cookie', name: sessionHeader },
  locale: { place: 'cookie', name: localeCookie.name },
  signedIn: { place: 'cookie', name: signedInHintCookie },
  taxLocation: { place: 'cookie', name: taxLocationCookie },
  wishlistHint: { place: 'cookie', name: wishlistHintCookie },
  auth: { place: 'localStorage', name: 'storefront-auth' },
  customer: { place: 'localStorage', name: 'storefront-customer' },
  wishlist: { place: 'localStorage', name: 'wishlist' },
  providerState: { place: 'sessionStorage', name: 'oauth-state' },
  cartReloads: { place: 'sessionStorage', name: 'cart-reloads' },
  buildReload: { place: 'sessionStorage', name: 'build-reload-at' },
} as const satisfies Record<string, { place: StoredItemPlace; name: string }>;

export type StoredItemId = keyof typeof storedItems;
