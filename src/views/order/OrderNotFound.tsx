// No order for this link (no key, a wrong key, another order's number): nothing about whether such
// an order exists, only where the right link is (the confirmation mail) or the account's orders. A
// store that failed to answer gets SPEC §8's 'try again later' instead. Then the ways back into the shop.
import { t } from '../../i18n';
import { ButtonLink } from '../ui/ButtonLink';
import { IconBadge } from '../ui/IconBadge';
import { SearchIcon } from '../ui/icons';
import './OrderNotFound.css';

export function OrderNotFound({ storeFailed }: { storeFailed: boolean }) {
  return (
    <div className="container page order-not-found">
      <IconBadge size="xl" tone="brand">
        <SearchIcon size={32} />
      </IconBadge>
      <h1 className="order-not-found__title">{t('order.notFoundTitle')}</h1>
      <p className="order-not-found__message">{storeFailed ? t('order.notFound') : t('order.notFoundForLink')}</p>
      <div className="order-not-found__actions">
        {!storeFailed && <ButtonLink href="/my-account?tab=orders">{t('order.signInForOrders')}</ButtonLink>}
        <ButtonLink href="/" variant={storeFailed ? undefined : 'secondary'}>
          {t('error.backHome')}
        </ButtonLink>
        <ButtonLink href="/products" variant="secondary">
          {t('products.viewAll')}
        </ButtonLink>
      </div>
    </div>
  );
}
