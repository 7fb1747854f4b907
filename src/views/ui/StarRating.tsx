// Stars for an average rating. The row of stars is one image with a spoken label, so a screen
// reader says '4.5 out of 5' instead of ten separate shapes.
import { currentLocale, t } from '../../i18n';
import { formatRating } from '../../i18n/format';
import { localeTags } from '../../i18n/locales';
import { StarShape } from './icons';
import './StarRating.css';

interface StarRatingProps {
  rating: number;
  size?: number;
}

const STARS = [1, 2, 3, 4, 5];

export function StarRating({ rating, size = 16 }: StarRatingProps) {
  const value = Math.max(0, Math.min(5, rating));
  const spoken = formatRating(localeTags[currentLocale()], value);
  return (
    <span className="star-rating" role="img" aria-label={t('rating.outOf', { rating: spoken })}>
      <span className="star-rating__row star-rating__row--empty">
        {STARS.map((n) => (
          <StarShape key={n} size={size} />
        ))}
      </span>
      {/* The filled row is clipped to the rating, which draws partial stars without extra shapes. */}
      <span className="star-rating__row star-rating__row--filled" style={{ width: `${(value / 5) * 100}%` }}>
        {STARS.map((n) => (
          <StarShape key={n} size={size} />
        ))}
      </span>
    </span>
  );
}
