// Minimum and maximum price (SPEC §5: inclusive, either end may stay open). A bound is applied when
// the shopper leaves the field or presses Enter, not on every digit; the catalog actor refuses a
// backwards range and says so until it is fixed. The fields are plain DOM inputs; they follow the
// query whenever it changes elsewhere (a removed chip, 'Clear all').
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useSelector } from '../../machines/useSelector';
import type { ListingFacets } from '../../domain/catalog/listing/types';
import { t } from '../../i18n';
import { formatPrice } from '../../i18n/format';
import { useCatalog } from '../../machines/react';
import { FilterGroup } from './FilterGroup';
import './PriceFilter.css';

interface PriceFilterProps {
  idPrefix: string;
  range: ListingFacets['price'];
}

const currencySymbol = formatPrice(0).replace(/[\d.,\s]/g, '');

/** A field's bound: empty is open, anything that is not a non-negative number counts as empty. */
function boundOf(input: HTMLInputElement | null): number | null {
  const text = input?.value.trim() ?? '';
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Shows the query's bound in a field, unless the shopper is typing in it. */
function useFieldFollows(input: RefObject<HTMLInputElement | null>, value: number | null) {
  useEffect(() => {
    const field = input.current;
    if (!field || field === document.activeElement) return;
    field.value = value === null ? '' : String(value);
  }, [input, value]);
}

export function PriceFilter({ idPrefix, range }: PriceFilterProps) {
  const catalog = useCatalog();
  const price = useSelector(catalog, (snapshot) => snapshot.context.query.filters.price);
  const reversed = useSelector(catalog, (snapshot) => snapshot.context.priceReversed);
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  useFieldFollows(minInput, price.min);
  useFieldFollows(maxInput, price.max);

  const typed = () => ({ min: boundOf(minInput.current), max: boundOf(maxInput.current) });
  const apply = () => catalog.send({ type: 'SET_PRICE', ...typed() });

  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  const errorId = `${idPrefix}-price-error`;
  const field = (bound: 'min' | 'max') => {
    const id = `${idPrefix}-price-${bound}`;
    const placeholder = range ? String(bound === 'min' ? Math.floor(range.min) : Math.ceil(range.max)) : undefined;
    return (
      <div className="price-filter__field">
        <label htmlFor={id} className="price-filter__label">
          {t(bound === 'min' ? 'filters.priceMin' : 'filters.priceMax')}
        </label>
        <div className="price-filter__control">
          <span className="price-filter__currency" aria-hidden="true">
            {currencySymbol}
          </span>
          <input
            ref={bound === 'min' ? minInput : maxInput}
            id={id}
            className="price-filter__input"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={(bound === 'min' ? price.min : price.max) ?? ''}
            placeholder={placeholder}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? errorId : undefined}
            onInput={() => reversed && catalog.send({ type: 'CHECK_PRICE', ...typed() })}
            onBlur={apply}
            onKeyDown={applyOnEnter}
          />
        </div>
      </div>
    );
  };

  return (
    <FilterGroup legend={t('filters.price')}>
      <div className="price-filter">
        {field('min')}
        <span className="price-filter__dash" aria-hidden="true">
          –
        </span>
        {field('max')}
      </div>
      {reversed && (
        <p id={errorId} className="price-filter__error" role="alert">
          {t('filters.priceReversed')}
        </p>
      )}
    </FilterGroup>
  );
}
