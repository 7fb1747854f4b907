// `review:approve 45`: approves a review as a moderator's updateReview does
// (domain/reviews/review-moderation.ts): it shows on its product and counts in its rating.
import { updateReview } from '../../domain/reviews/review-moderation';
import { wholeNumber } from '../command-values';
import { UsageError, type CommandContext } from '../shop-command';

export async function run({ args, terminal, database }: CommandContext): Promise<number> {
  const [id, ...extra] = args;
  if (id === undefined || extra.length > 0) throw new UsageError('Name the review.');
  const review = await updateReview(await database(), wholeNumber(id.replace(/^#/, ''), 'The review id', 1, 2_147_483_647), { status: 'approved' });
  terminal.print(`Review #${review.id} of product ${review.productId} is approved.`);
  return 0;
}
