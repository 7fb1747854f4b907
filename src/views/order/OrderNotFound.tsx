// No order for this link (no key, a wrong key, another order's number): SPEC §8's message, which
// says nothing about whether such an order exists, and the ways back into the shop.
import { t } from '../../i18n';
import { ButtonLink } from '../ui/ButtonLink';
import { IconBadge } from '../ui/IconBadge';
import { SearchIcon } from '../ui/icons';
import './OrderNotFound.css';

export function OrderNotFound() {
  return (
    <div className="container page order-not-found">
      <IconBadge size="xl" tone="brand">
        <SearchIcon size={32} />
      </IconBadge>
      <h1 className="order-not-found__title">{t('order.notFoundTitle')}</h1>
      <p className="order-not-found__message">{t('order.notFound')}</p>
      <div className="order-not-found__actions">
        <ButtonLink href="/">{t('error.backHome')}</ButtonLink>
        <ButtonLink href="/products" variant="secondary">
          {t('products.viewAll')}
        </ButtonLink>
      </div>
    </div>
  );
}
