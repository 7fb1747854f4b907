// The shop's menus in one place, so the header, the mobile menu and the footer list the same pages.
// Labels are functions because the active language is only known at render time.
import { t } from '../../i18n';
import type { RouteName } from '../../routes';

export interface MenuItem {
  href: string;
  label: () => string;
  /** Routes that belong to this item's section, for highlighting it. */
  section: RouteName[];
}

export const mainMenu: MenuItem[] = [
  { href: '/', label: () => t('nav.home'), section: ['home'] },
  { href: '/products', label: () => t('nav.allProducts'), section: ['products', 'productsPage', 'product'] },
  { href: '/categories', label: () => t('nav.categories'), section: ['categories', 'category', 'categoryPage'] },
  { href: '/contact', label: () => t('nav.contact'), section: ['contact'] },
];

/** SPEC §2: on small screens the menu also offers the wishlist and the account. */
export const mobileExtras: MenuItem[] = [
  { href: '/wishlist', label: () => t('nav.wishlist'), section: [] },
  { href: '/my-account', label: () => t('nav.myAccount'), section: [] },
];

/** Where the wishlist lives: a visitor's own page, or a signed-in customer's account tab (SPEC §6). */
export function wishlistHref(signedIn: boolean): string {
  return signedIn ? '/my-account?tab=wishlist' : '/wishlist';
}
