// The empty wishlist: what it is for, and the way to products to put on it.
import { t } from '../../i18n';
import { routePath } from '../../routes';
import { ButtonLink } from '../ui/ButtonLink';
import { IconBadge } from '../ui/IconBadge';
import { HeartIcon } from '../ui/icons';
import './WishlistEmpty.css';

export function WishlistEmpty() {
  return (
    <div className="wishlist-empty">
      <IconBadge>
        <HeartIcon size={28} />
      </IconBadge>
      <h2 className="wishlist-empty__title">{t('wishlist.empty')}</h2>
      <p className="wishlist-empty__text">{t('wishlist.emptyHint')}</p>
      <ButtonLink href={routePath('products')}>{t('products.viewAll')}</ButtonLink>
    </div>
  );
}
