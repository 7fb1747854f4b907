// Reviews awaiting approval: each with its stars, text, reviewer and product, approved, marked as
// spam or put in the trash. It renders the reviews actor's snapshot.
import { useSelector } from '../../machines/useSelector';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { formatLongDate } from '../../../common/orderFormats';
import type { ReviewVerdict } from '../../domain/shop/types';
import { currentLocale, t } from '../../i18n';
import { localeTags } from '../../i18n/locales';
import { useScreenActor } from '../../machines/react';
import type { SystemActors } from '../../machines/system';
import { routePath } from '../../routes';
import { ShopFailed, ShopLoading, ShopProblem } from './ShopStatus';

const verdicts: ReviewVerdict[] = ['approve', 'spam', 'trash'];

export function ReviewsSection() {
  const reviews = useScreenActor('shopReviews');
  return (
    <>
      <h2 id="shop-section-title" className="shop-page__title">
        {t('shop.nav.reviews')}
      </h2>
      {reviews ? <PendingReviews reviews={reviews} /> : <ShopLoading />}
    </>
  );
}

function PendingReviews({ reviews }: { reviews: SystemActors['shopReviews'] }) {
  const snapshot = useSelector(reviews, (state) => state);
  useEffect(() => reviews.send({ type: 'LOAD' }), [reviews]);
  const { page, deciding, problem } = snapshot.context;

  if (snapshot.matches('error')) return <ShopFailed onRetry={() => reviews.send({ type: 'RETRY' })} />;
  if (snapshot.matches('idle') || (snapshot.matches('loading') && page.rows.length === 0)) return <ShopLoading />;
  if (page.rows.length === 0) return <p className="shop-empty">{t('shop.reviews.empty')}</p>;
  const languageTag = localeTags[currentLocale()];
  const busy = !snapshot.matches('ready');

  return (
    <>
      <ShopProblem problem={problem} />
      <ul className="shop-reviews" aria-busy={busy}>
        {page.rows.map((review) => (
          <li key={review.id} className="shop-card shop-review">
            <div className="shop-review__head">
              {/* Drawn as text: the shop's StarRating, shared with this chunk, would leave the product cards' chunk. */}
              <span className="shop-review__stars" role="img" aria-label={t('rating.outOf', { rating: review.rating })}>
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </span>
              <span className="shop-table__secondary">{formatLongDate(languageTag, review.date)}</span>
            </div>
            {review.product && (
              <p className="shop-review__product">
                <Link href={routePath('product', { slug: review.product.slug })}>{t('shop.reviews.on', { product: review.product.name })}</Link>
              </p>
            )}
            <p className="shop-review__text">{review.content}</p>
            <p className="shop-table__secondary">
              {t('shop.reviews.by', { author: review.author })} · {review.email}
            </p>
            <div className="shop-actions" role="group" aria-label={t('shop.reviews.actions', { author: review.author })}>
              {verdicts.map((verdict) => (
                <button
                  key={verdict}
                  type="button"
                  className={`button ${verdict === 'approve' ? 'button--primary' : 'button--secondary'}`}
                  disabled={busy}
                  aria-busy={deciding?.id === review.id}
                  onClick={() => reviews.send({ type: 'MODERATE', review, verdict })}
                >
                  {t(`shop.reviews.${verdict}`)}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
