// The sort order of the list (SPEC §9 keys; date DESC is the default), shown when the store
// setting showOrderByDropdown allows it.
import { useSelector } from '../../machines/useSelector';
import type { SortKey, SortOrder } from '../../domain/catalog/listing/types';
import { t } from '../../i18n';
import { useCatalog, useSettings } from '../../machines/react';
import './SortSelect.css';

export const sortChoices: { orderby: SortKey; order: SortOrder; label: () => string }[] = [
  { orderby: 'date', order: 'DESC', label: () => t('sort.latest') },
  { orderby: 'price', order: 'ASC', label: () => t('sort.priceAsc') },
  { orderby: 'price', order: 'DESC', label: () => t('sort.priceDesc') },
  { orderby: 'rating', order: 'DESC', label: () => t('sort.rating') },
  { orderby: 'discount', order: 'DESC', label: () => t('sort.discount') },
  { orderby: 'alphabetically', order: 'ASC', label: () => t('sort.alphabetical') },
];

const valueOf = (orderby: SortKey, order: SortOrder) => `${orderby}:${order}`;

export function SortSelect({ id }: { id: string }) {
  const catalog = useCatalog();
  const { showOrderByDropdown } = useSettings();
  const orderby = useSelector(catalog, (snapshot) => snapshot.context.query.orderby);
  const order = useSelector(catalog, (snapshot) => snapshot.context.query.order);
  if (!showOrderByDropdown) return null;

  // A URL may ask for an order the menu does not name (date ASC): show its key's usual choice.
  const exact = sortChoices.find((choice) => choice.orderby === orderby && choice.order === order);
  const shown = exact ?? sortChoices.find((choice) => choice.orderby === orderby) ?? sortChoices[0]!;

  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('sort.label')}
      </label>
      <select
        id={id}
        className="sort-select__control"
        value={valueOf(shown.orderby, shown.order)}
        onChange={(event) => {
          const choice = sortChoices.find((candidate) => valueOf(candidate.orderby, candidate.order) === event.target.value);
          if (choice) catalog.send({ type: 'SET_SORT', orderby: choice.orderby, order: choice.order });
        }}
      >
        {sortChoices.map((choice) => (
          <option key={valueOf(choice.orderby, choice.order)} value={valueOf(choice.orderby, choice.order)}>
            {choice.label()}
          </option>
        ))}
      </select>
    </div>
  );
}
