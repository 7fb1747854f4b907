// The empty wishlist: what it is for, and the way to products to put on it.
import { t } from '../../i18n';
import { routePath } from '../../routes';
import { ButtonLink } from '../ui/ButtonLink';
import { EmptyState } from '../ui/EmptyState';
import { HeartIcon } from '../ui/icons';

export function WishlistEmpty() {
  return (
    <EmptyState icon={<HeartIcon size={28} />} title={t('wishlist.empty')} text={t('wishlist.emptyHint')}>
      <ButtonLink href={routePath('products')}>{t('products.viewAll')}</ButtonLink>
    </EmptyState>
  );
}
