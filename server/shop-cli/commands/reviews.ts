// `reviews [--pending | --status spam] [--first 20]`: reviews as a moderator lists them
// (domain/reviews/review-lists.ts), newest first, with the reviewer's email; --pending lists those
// awaiting approval.
import { parseArgs } from 'node:util';
import { reviewsPage } from '../../domain/reviews/review-lists';
import { listLength, reviewStatus, shownMoment } from '../command-values';
import { UsageError, type CommandContext } from '../shop-command';

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

export async function run({ args, terminal, database }: CommandContext): Promise<number> {
  const { values } = parseArgs({ args, options: { pending: { type: 'boolean' }, status: { type: 'string' }, first: { type: 'string' } } });
  if (values.pending && values.status !== undefined) throw new UsageError('Give --pending or --status, not both.');
  const status = values.pending ? 'hold' : values.status === undefined ? null : reviewStatus(values.status);
  const first = listLength(values.first);
  const page = await reviewsPage(await database(), { statusIn: status ? [status] : null }, true, first, null);
  if (page.items.length === 0) terminal.print(values.pending ? 'No reviews await approval.' : 'No reviews.');
  for (const review of page.items) {
    terminal.print(`#${review.id}  ${shownMoment(review.createdAt)}  ${review.status.padEnd(8)}  ${review.rating}/5  product ${review.productId}  ${review.authorName} <${review.authorEmail}>`);
    terminal.print(`    ${excerpt(review.content)}`);
  }
  if (page.hasNextPage) terminal.print(`More reviews: --first ${Math.min(first * 2, 100)}.`);
  return 0;
}
