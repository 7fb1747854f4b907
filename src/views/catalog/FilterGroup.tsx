// One group of the filter panel: a fieldset whose legend names what its controls filter by.
import type { ReactNode } from 'react';
import './FilterGroup.css';

interface FilterGroupProps {
  legend: string;
  children: ReactNode;
}

export function FilterGroup({ legend, children }: FilterGroupProps) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <div className="filter-group__body">{children}</div>
    </fieldset>
  );
}
