// The reviews of a product: the average and count, then each review. The review form comes with
// the reviews issue.
import type { Review } from '../../catalog/types';
import { t } from '../../i18n';
import { StarRating } from '../ui/StarRating';
import { tCount } from '../ui/plural';
import { ReviewItem } from './ReviewItem';
import './ProductReviews.css';

interface ProductReviewsProps {
  reviews: Review[];
  averageRating: number;
  reviewCount: number;
}

export function ProductReviews({ reviews, averageRating, reviewCount }: ProductReviewsProps) {
  if (reviewCount === 0) return <p className="reviews__none">{t('reviews.none')}</p>;
  return (
    <div className="reviews">
      <div className="reviews__summary">
        <p className="reviews__average">{averageRating.toFixed(1)}</p>
        <div>
          <StarRating rating={averageRating} size={20} />
          <p className="reviews__count">{tCount('reviews.basedOn', reviewCount)}</p>
        </div>
      </div>
      <ol className="reviews__list">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ol>
    </div>
  );
}
