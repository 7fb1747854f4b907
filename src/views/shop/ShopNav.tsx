// The manager area's sections, and the way back to the account; one order belongs to the orders.
import { Link } from 'wouter';
import { t } from '../../i18n';
import { routePath } from '../../routes';
import type { ShopSection } from '../../screens/shop';

const links = [
  { section: 'orders', route: 'shopOrders' },
  { section: 'reviews', route: 'shopReviews' },
  { section: 'products', route: 'shopProducts' },
] as const;

export function ShopNav({ section }: { section: ShopSection }) {
  const current = section === 'order' ? 'orders' : section;
  return (
    <nav className="shop-nav" aria-label={t('shop.nav.label')}>
      <ul className="shop-nav__list">
        {links.map((link) => (
          <li key={link.section}>
            <Link href={routePath(link.route)} className="shop-nav__link" aria-current={link.section === current ? 'page' : undefined}>
              {t(`shop.nav.${link.section}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link href={routePath('account')} className="shop-nav__link shop-nav__link--quiet">
            {t('shop.nav.account')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
