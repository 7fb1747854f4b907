// Minimum average rating (SPEC §5: at least the chosen value), one choice at a time.
import { useSelector } from '../../machines/useSelector';
import { t } from '../../i18n';
import { useCatalog } from '../../machines/react';
import { StarRating } from '../ui/StarRating';
import { FilterGroup } from './FilterGroup';

const ratings = [4, 3, 2, 1] as const;

export function RatingFilter({ idPrefix }: { idPrefix: string }) {
  const catalog = useCatalog();
  const current = useSelector(catalog, (snapshot) => snapshot.context.query.filters.rating);
  const name = `${idPrefix}-rating`;
  const choose = (rating: number | null) => catalog.send({ type: 'SET_RATING', rating });

  return (
    <FilterGroup legend={t('filters.rating')}>
      <div className="filter-options">
        {ratings.map((rating) => (
          <label key={rating} className="filter-option" htmlFor={`${name}-${rating}`}>
            <input
              id={`${name}-${rating}`}
              type="radio"
              name={name}
              value={rating}
              checked={current === rating}
              onChange={() => choose(rating)}
            />
            {/* The stars speak for themselves: '4 out of 5 & up'. */}
            <StarRating rating={rating} size={15} />{' '}
            <span className="filter-option__name">{t('filters.andUp')}</span>
          </label>
        ))}
        <label className="filter-option" htmlFor={`${name}-any`}>
          <input id={`${name}-any`} type="radio" name={name} value="" checked={current === null} onChange={() => choose(null)} />
          <span className="filter-option__name">{t('filters.anyRating')}</span>
        </label>
      </div>
    </FilterGroup>
  );
}
