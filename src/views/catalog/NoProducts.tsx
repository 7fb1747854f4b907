// The empty state of a product list (SPEC §8 wording), with a way back to everything when the
// list was narrowed (an empty category).
import { t } from '../../i18n';
import { ButtonLink } from '../ui/ButtonLink';
import { IconBadge } from '../ui/IconBadge';
import { SearchIcon } from '../ui/icons';
import './NoProducts.css';

export function NoProducts({ offerAllProducts }: { offerAllProducts: boolean }) {
  return (
    <div className="no-products">
      <IconBadge>
        <SearchIcon size={28} />
      </IconBadge>
      <p className="no-products__text">{t('products.noneFound')}</p>
      {offerAllProducts && (
        <ButtonLink href="/products" variant="secondary">
          {t('products.viewAll')}
        </ButtonLink>
      )}
    </div>
  );
}
