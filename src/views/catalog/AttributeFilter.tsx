// One global attribute (SPEC §5: a product matches a checked term of it). Colours are swatches,
// sizes and any other attribute are chips; both are real checkboxes under their look.
import { useSelector } from '../../machines/useSelector';
import type { CSSProperties } from 'react';
import type { ListingFacets } from '../../domain/catalog/listing/types';
import { useCatalog } from '../../machines/react';
import { FilterGroup } from './FilterGroup';
import { attributeLabel, withSelected } from './facetTerms';
import { swatchColor } from '../ui/swatchColors';
import './AttributeFilter.css';

interface AttributeFilterProps {
  idPrefix: string;
  attribute: ListingFacets['attributes'][number];
}

const noTerms: string[] = [];

export function AttributeFilter({ idPrefix, attribute }: AttributeFilterProps) {
  const catalog = useCatalog();
  const { taxonomy } = attribute;
  const selected = useSelector(catalog, (snapshot) => snapshot.context.query.filters.attributes[taxonomy] ?? noTerms);
  const terms = withSelected(attribute.terms, selected);
  if (terms.length === 0) return null;
  const isColor = taxonomy === 'pa_color';
  const toggle = (slug: string) => catalog.send({ type: 'TOGGLE_TERM', taxonomy, slug });

  return (
    <FilterGroup legend={attributeLabel(attribute)}>
      <div className={isColor ? 'filter-options' : 'term-chips'}>
        {terms.map((term) => {
          const id = `${idPrefix}-${taxonomy}-${term.slug}`;
          const checked = selected.includes(term.slug);
          return isColor ? (
            <label key={term.slug} className="filter-option" htmlFor={id}>
              <input id={id} className="swatch-input" type="checkbox" checked={checked} onChange={() => toggle(term.slug)} />
              <span className="swatch" style={{ '--swatch': swatchColor(term.slug) } as CSSProperties} aria-hidden="true" />
              <span className="filter-option__name">{term.name}</span>{' '}
              <span className="filter-option__count">{term.count}</span>
            </label>
          ) : (
            <label key={term.slug} className="term-chip" htmlFor={id}>
              <input id={id} className="term-chip__input" type="checkbox" checked={checked} onChange={() => toggle(term.slug)} />
              <span className="term-chip__face">{term.name}</span>
            </label>
          );
        })}
      </div>
    </FilterGroup>
  );
}
