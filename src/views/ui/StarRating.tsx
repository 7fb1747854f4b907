// Stars for an average rating. The row of stars is one image with a spoken label, so a screen
// reader says '4.5 out of 5' instead of ten separate shapes. The stars are a CSS mask, not inline
// SVG, so a page with many ratings stays small and quick to render.
import type { CSSProperties } from 'react';
import { currentLocale, t } from '../../i18n';
import { formatRating } from '../../i18n/format';
import { localeTags } from '../../i18n/locales';
import './StarRating.css';

interface StarRatingProps {
  rating: number;
  size?: number;
}

export function StarRating({ rating, size = 16 }: StarRatingProps) {
  const value = Math.max(0, Math.min(5, rating));
  const spoken = formatRating(localeTags[currentLocale()], value);
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={t('rating.outOf', { rating: spoken })}
      style={{ '--star-size': `${size}px` } as CSSProperties}
    >
      {/* The filled part is cut to the rating, which draws partial stars: to a tenth of a per cent
          (a tenth of a pixel on the largest row), not as 94.19999999999999 for 4.71 of 5. */}
      <span className="star-rating__filled" style={{ width: `${Math.round(value * 200) / 10}%` }} />
    </span>
  );
}
