// One review: who wrote it and when, their stars and their words.
import type { Review } from '../../domain/catalog/types';
import { formatDate } from '../../i18n/dates';
import { RichText } from '../ui/RichText';
import { StarRating } from '../ui/StarRating';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function ReviewItem({ review }: { review: Review }) {
  const date = formatDate(review.date);
  return (
    <article className="review">
      <header className="review__header">
        {/* The author's name is right beside the avatar, so the picture is decorative. */}
        {review.avatarUrl ? (
          <img className="review__avatar" src={review.avatarUrl} alt="" width={44} height={44} loading="lazy" />
        ) : (
          <span className="review__avatar review__avatar--initials" aria-hidden="true">
            {initials(review.authorName)}
          </span>
        )}
        <div className="review__byline">
          <p className="review__author">{review.authorName}</p>
          <p className="review__meta">
            <StarRating rating={review.rating} size={14} />
            {date && (
              <time className="review__date" dateTime={review.date ?? undefined}>
                {date}
              </time>
            )}
          </p>
        </div>
      </header>
      <RichText html={review.contentHtml} />
    </article>
  );
}
