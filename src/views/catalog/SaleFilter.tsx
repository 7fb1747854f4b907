// 'On sale' (SPEC §5: only items on sale), a switch: it is on or off, nothing to choose among.
import { useSelector } from '../../machines/useSelector';
import { t } from '../../i18n';
import { useCatalog } from '../../machines/react';
import './SaleFilter.css';

export function SaleFilter({ idPrefix }: { idPrefix: string }) {
  const catalog = useCatalog();
  const onSale = useSelector(catalog, (snapshot) => snapshot.context.query.filters.onSale);
  const id = `${idPrefix}-on-sale`;

  return (
    <div className="sale-filter">
      <label htmlFor={id} className="sale-filter__label">
        {t('filters.onSale')}
      </label>
      <span className="sale-filter__switch">
        <input
          id={id}
          className="sale-filter__input"
          type="checkbox"
          role="switch"
          checked={onSale}
          onChange={(event) => catalog.send({ type: 'SET_ON_SALE', onSale: event.target.checked })}
        />
        <span className="sale-filter__track" aria-hidden="true" />
      </span>
    </div>
  );
}
