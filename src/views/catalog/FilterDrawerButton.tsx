// Small screens: the button that opens the filter drawer, with how many filters are on.
import { memo } from 'react';
import { useSelector } from '../../machines/useSelector';
import type { ListingFacets } from '../../domain/catalog/listing/types';
import { t } from '../../i18n';
import { useCatalog, useUi } from '../../machines/react';
import { tCount } from '../ui/plural';
import { activeFilters } from './activeFilters';
import './FilterDrawerButton.css';

/** The drawer the button opens (FilterDrawer.tsx, whose code comes after the first paint). */
export const FILTER_DRAWER_ID = 'filter-drawer';

interface FilterDrawerButtonProps {
  facets: ListingFacets;
  routeCategory: string | null;
}

function FiltersIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="10" cy="17" r="2" />
    </svg>
  );
}

/** Its props stay the same from one page of a listing to the next, so a page change does not draw it again. */
export const FilterDrawerButton = memo(function FilterDrawerButton({ facets, routeCategory }: FilterDrawerButtonProps) {
  const ui = useUi();
  const catalog = useCatalog();
  const open = useSelector(ui, (snapshot) => snapshot.matches({ filters: 'open' }));
  const query = useSelector(catalog, (snapshot) => snapshot.context.query);
  const count = activeFilters(query, facets, routeCategory).filter((filter) => !filter.isSearch).length;

  return (
    <button
      type="button"
      className="filter-drawer-button"
      aria-expanded={open}
      aria-controls={FILTER_DRAWER_ID}
      onClick={() => ui.send({ type: 'OPEN_FILTERS' })}
    >
      <FiltersIcon />
      {t('filters.title')}
      {count > 0 && (
        <>
          <span className="filter-drawer-button__count" aria-hidden="true">
            {count}
          </span>
          {' '}
          <span className="visually-hidden">{tCount('filters.activeCount', count)}</span>
        </>
      )}
    </button>
  );
});
