// Reviews as WPGraphQL's root `comments` lists them, newest first, a page at a time: a moderator
// (a shop manager) gets the statuses asked for (by default approved and held ones, as WordPress
// lists "all"), of every product or one; anyone else only approved reviews of published products,
// whatever they ask for.
import type { Database } from '../../db/connection';
import { InputError } from '../input-error';
import { listPage, type ListPage } from '../list-page';
import { isListedReview, readReviewsPage, type ModeratedReview, type ReviewFilter } from './store/moderated-reviews';
import type { ReviewStatus } from './store/product-reviews';

export interface ReviewListWhere {
  statusIn?: readonly (ReviewStatus | null)[] | null;
  productId?: number | null;
}

export async function reviewsPage(db: Database, where: ReviewListWhere, moderator: boolean, first: number, afterId: number | null): Promise<ListPage<ModeratedReview>> {
  const asked = where.statusIn?.filter((status) => status !== null) ?? [];
  const filter: ReviewFilter = {
    statuses: !moderator ? ['approved'] : asked.length > 0 ? asked : ['approved', 'hold'],
    productId: where.productId ?? null,
    publishedOnly: !moderator,
  };
  if (afterId !== null && !(await isListedReview(db, filter, afterId))) throw new InputError('The "after" cursor does not point into this list.');
  return listPage(await readReviewsPage(db, filter, afterId, first + 1), first, afterId);
}
