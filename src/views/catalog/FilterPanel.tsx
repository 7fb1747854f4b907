// Every filter the listed products offer (SPEC §2, §5). It sits in the sidebar on wide screens and
// in the filter drawer on small ones; `idPrefix` keeps the two copies' ids apart.
import { memo } from 'react';
import type { ListingFacets } from '../../domain/catalog/listing/types';
import { AttributeFilter } from './AttributeFilter';
import { CategoryFilter } from './CategoryFilter';
import { PriceFilter } from './PriceFilter';
import { RatingFilter } from './RatingFilter';
import { SaleFilter } from './SaleFilter';
import './FilterPanel.css';

interface FilterPanelProps {
  idPrefix: string;
  facets: ListingFacets;
  /** On a category page the route is the category filter, so there is no category to choose. */
  categoryFixed: boolean;
}

/**
 * Its props stay the same from one page of a listing to the next (the facets are counted once per
 * listing), so a page change does not draw it again; each filter follows the query on its own.
 */
export const FilterPanel = memo(function FilterPanel({ idPrefix, facets, categoryFixed }: FilterPanelProps) {
  return (
    <div className="filter-panel">
      {!categoryFixed && <CategoryFilter idPrefix={idPrefix} categories={facets.categories} />}
      <PriceFilter idPrefix={idPrefix} range={facets.price} />
      {facets.attributes.map((attribute) => (
        <AttributeFilter key={attribute.taxonomy} idPrefix={idPrefix} attribute={attribute} />
      ))}
      <RatingFilter idPrefix={idPrefix} />
      <SaleFilter idPrefix={idPrefix} />
    </div>
  );
});
