// Category checkboxes with their product counts (SPEC §5: a product matches any checked category).
import { useSelector } from '../../machines/useSelector';
import type { ListingFacets } from '../../domain/catalog/listing/types';
import { t } from '../../i18n';
import { useCatalog } from '../../machines/react';
import { FilterGroup } from './FilterGroup';
import { withSelected } from './facetTerms';

interface CategoryFilterProps {
  idPrefix: string;
  categories: ListingFacets['categories'];
}

export function CategoryFilter({ idPrefix, categories }: CategoryFilterProps) {
  const catalog = useCatalog();
  const selected = useSelector(catalog, (snapshot) => snapshot.context.query.filters.categories);
  const options = withSelected(categories, selected);
  if (options.length === 0) return null;

  return (
    <FilterGroup legend={t('filters.category')}>
      <div className="filter-options">
        {options.map((category) => {
          const id = `${idPrefix}-category-${category.slug}`;
          return (
            <label key={category.slug} className="filter-option" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={selected.includes(category.slug)}
                onChange={() => catalog.send({ type: 'TOGGLE_TERM', taxonomy: 'category', slug: category.slug })}
              />
              <span className="filter-option__name">{category.name}</span>{' '}
              <span className="filter-option__count">{category.count}</span>
            </label>
          );
        })}
      </div>
    </FilterGroup>
  );
}
