// The empty state of a product list (SPEC §8 wording), with a way back to everything when the
// list was narrowed (an empty category).
import { t } from '../../i18n';
import { ButtonLink } from '../ui/ButtonLink';
import { SearchIcon } from '../ui/icons';
import './NoProducts.css';

export function NoProducts({ offerAllProducts }: { offerAllProducts: boolean }) {
  return (
    <div className="no-products">
      <span className="no-products__icon">
        <SearchIcon size={28} />
      </span>
      <p className="no-products__text">{t('products.noneFound')}</p>
      {offerAllProducts && (
        <ButtonLink href="/products" variant="secondary">
          {t('products.viewAll')}
        </ButtonLink>
      )}
    </div>
  );
}
