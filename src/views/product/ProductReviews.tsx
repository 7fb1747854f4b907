// The reviews of a product: the average and count, each review, and the form to write one. The
// reviews come from the product actor, so one just written shows at once.
import type { ProductDetail } from '../../domain/catalog/types';
import { currentLocale, t } from '../../i18n';
import { formatAverageRating } from '../../i18n/format';
import { localeTags } from '../../i18n/locales';
import { StarRating } from '../ui/StarRating';
import { tCount } from '../ui/plural';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { useProductState } from './useProductState';
import './ProductReviews.css';

export default function ProductReviews({ product }: { product: ProductDetail }) {
  const shown = useProductState(product, (context) => context.product ?? product);
  const { reviews, averageRating, reviewCount } = shown;
  return (
    <div className="reviews">
      <div className="reviews__aside">
      {reviewCount === 0 ? (
        <p className="reviews__none">{t('reviews.none')}</p>
      ) : (
        <div className="reviews__summary">
          <p className="reviews__average">{formatAverageRating(localeTags[currentLocale()], averageRating)}</p>
          <div>
            <StarRating rating={averageRating} size={20} />
            <p className="reviews__count">{tCount('reviews.basedOn', reviewCount)}</p>
          </div>
        </div>
      )}
      <ReviewForm productName={product.name} />
      </div>
      {reviews.length > 0 && (
        <ol className="reviews__list">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
