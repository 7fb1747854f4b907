// Stars with the number of reviews beside them, as cards and the product page show it.
import { StarRating } from './StarRating';
import { tCount } from './plural';
import './RatingSummary.css';

interface RatingSummaryProps {
  rating: number;
  count: number;
  size?: number;
}

export function RatingSummary({ rating, count, size }: RatingSummaryProps) {
  return (
    <span className="rating-summary">
      <StarRating rating={rating} size={size} />
      <span className="rating-summary__count">
        {/* One text, not three: no comment markers between its parts to write and hydrate. */}
        <span aria-hidden="true">{`(${count})`}</span>
        <span className="visually-hidden">{tCount('rating.reviews', count)}</span>
      </span>
    </span>
  );
}
