// Small screens: the filter panel in a slide-in dialog, opened by FilterDrawerButton. Filters
// apply as they are chosen; the footer's button only closes the drawer onto the results.
import { memo, useCallback, useEffect } from 'react';
import { useSelector } from '../../machines/useSelector';
import type { ListingFacets } from '../../domain/catalog/listing/types';
import { t } from '../../i18n';
import { useCatalog, useUi } from '../../machines/react';
import { Drawer } from '../ui/Drawer';
import { tCount } from '../ui/plural';
import { activeFilters } from './activeFilters';
import { FILTER_DRAWER_ID } from './FilterDrawerButton';
import { FilterPanel } from './FilterPanel';
import { useHydratingSelector } from '../useHydratingSelector';
import '../ui/Button.css';
import './FilterDrawer.css';

/** Where the sidebar takes over from the drawer (FilterDrawer.css, ProductListPage.css). */
const WIDE = '(min-width: 1024px)';

interface FilterDrawerProps {
  facets: ListingFacets;
  routeCategory: string | null;
  total: number;
}

/** Its props stay the same from one page of a listing to the next, so a page change does not draw it again. */
export const FilterDrawer = memo(function FilterDrawer({ facets, routeCategory, total }: FilterDrawerProps) {
  const ui = useUi();
  const catalog = useCatalog();
  // Its code comes after the first paint: opened before it hydrates, it must still hydrate closed, as
  // served, and open right after (React keeps the server's attributes when a hydrating render differs).
  const open = useHydratingSelector(ui, (snapshot) => snapshot.matches({ filters: 'open' }), false);
  const query = useSelector(catalog, (snapshot) => snapshot.context.query);
  const anyActive = activeFilters(query, facets, routeCategory).some((filter) => !filter.isSearch);
  const close = useCallback(() => ui.send({ type: 'CLOSE_FILTERS' }), [ui]);

  // Turned into a wide window the drawer has no place (the sidebar shows the filters), so it
  // closes rather than stay open, hidden, with the page's scrolling locked.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE);
    const closeWhenWide = () => wide.matches && close();
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open, close]);

  return (
    <div className="filter-drawer">
      <Drawer id={FILTER_DRAWER_ID} side="left" open={open} title={t('filters.title')} onClose={close} onEscape={close}>
        <FilterPanel idPrefix="filter-drawer" facets={facets} categoryFixed={routeCategory !== null} />
        <div className="filter-drawer__footer">
          {anyActive && (
            <button type="button" className="button button--secondary" onClick={() => catalog.send({ type: 'CLEAR_FILTERS' })}>
              {t('filters.clearAll')}
            </button>
          )}
          <button type="button" className="button button--primary filter-drawer__show" onClick={close}>
            {tCount('filters.showResults', total)}
          </button>
        </div>
      </Drawer>
    </div>
  );
});
