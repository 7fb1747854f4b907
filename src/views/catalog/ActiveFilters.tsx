// What narrows the list right now, as chips that each remove themselves, and 'Clear all'.
import { memo } from 'react';
import { useSelector } from '../../machines/useSelector';
import type { ListingFacets } from '../../domain/catalog/listing/types';
import { t } from '../../i18n';
import { useCatalog } from '../../machines/react';
import { CloseIcon } from '../ui/icons';
import { activeFilters } from './activeFilters';
import './ActiveFilters.css';

interface ActiveFiltersProps {
  facets: ListingFacets;
  routeCategory: string | null;
}

/** Its props stay the same from one page of a listing to the next, so a page change does not draw it again. */
export const ActiveFilters = memo(function ActiveFilters({ facets, routeCategory }: ActiveFiltersProps) {
  const catalog = useCatalog();
  const query = useSelector(catalog, (snapshot) => snapshot.context.query);
  const active = activeFilters(query, facets, routeCategory);
  if (active.length === 0) return null;

  return (
    <div className="active-filters">
      <h2 className="visually-hidden">{t('filters.active')}</h2>
      <ul className="active-filters__list">
        {active.map((filter) => (
          <li key={filter.id}>
            <button
              type="button"
              className="active-filters__chip"
              aria-label={t('filters.remove', { filter: filter.label })}
              onClick={() => catalog.send(filter.remove)}
            >
              {filter.label}
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="active-filters__clear" onClick={() => catalog.send({ type: 'CLEAR_FILTERS' })}>
        {t('filters.clearAll')}
      </button>
    </div>
  );
});
