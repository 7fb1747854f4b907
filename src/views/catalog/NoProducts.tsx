// The empty state of a product list (SPEC §2, §8 wording). When filters or a search narrowed the
// list, it offers to clear them; an empty category offers the whole shop instead.
import { useSelector } from '../../machines/useSelector';
import type { ListingFacets } from '../../domain/catalog/listing/types';
import { t } from '../../i18n';
import { useCatalog } from '../../machines/react';
import { ButtonLink } from '../ui/ButtonLink';
import { EmptyState } from '../ui/EmptyState';
import { SearchIcon } from '../ui/icons';
import { activeFilters } from './activeFilters';
import '../ui/Button.css';

interface NoProductsProps {
  facets: ListingFacets;
  routeCategory: string | null;
}

export function NoProducts({ facets, routeCategory }: NoProductsProps) {
  const catalog = useCatalog();
  const query = useSelector(catalog, (snapshot) => snapshot.context.query);
  const narrowed = activeFilters(query, facets, routeCategory).length > 0;

  return (
    <EmptyState icon={<SearchIcon size={28} />} text={t('products.noneFound')}>
      {narrowed ? (
        <button type="button" className="button button--primary" onClick={() => catalog.send({ type: 'CLEAR_FILTERS' })}>
          {t('filters.clear')}
        </button>
      ) : (
        routeCategory !== null && (
          <ButtonLink href="/products" variant="secondary">
            {t('products.viewAll')}
          </ButtonLink>
        )
      )}
    </EmptyState>
  );
}
