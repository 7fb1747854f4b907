// The values the shop's commands take on their command line, checked as they are read: a wrong
// one is a usage error, printed with the command's usage.
import type { OrderStatus } from '../db/schema/orders';
import type { ReviewStatus } from '../domain/reviews/store/product-reviews';
import { UsageError } from './shop-command';

/** A whole number from min to max, named by `what` in the refusal. */
export function wholeNumber(text: string | undefined, what: string, min: number, max: number): number {
  const value = text !== undefined && /^-?\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) throw new UsageError(`${what} must be a whole number from ${min} to ${max}.`);
  return value;
}

const orderStatuses: readonly OrderStatus[] = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'];

/** An order status as WooCommerce names it (on-hold), or as WooGraphQL's enum does (ON_HOLD). */
export function orderStatus(text: string | undefined): OrderStatus {
  const status = text?.trim().toLowerCase().replace('_', '-') as OrderStatus;
  if (!orderStatuses.includes(status)) throw new UsageError(`"${text ?? ''}" is not an order status: use ${orderStatuses.join(', ')}.`);
  return status;
}

const reviewStatuses: Record<string, ReviewStatus> = { approve: 'approved', approved: 'approved', hold: 'hold', spam: 'spam', trash: 'trash' };

export function reviewStatus(text: string): ReviewStatus {
  const status = reviewStatuses[text.trim().toLowerCase()];
  if (!status) throw new UsageError(`"${text}" is not a review status: use approve, hold, spam or trash.`);
  return status;
}

/** The length of a list: 20 by default, at most 100 (the longest page the shop's lists give). */
export const listLength = (text: string | undefined) => (text === undefined ? 20 : wholeNumber(text, '--first', 1, 100));

/** A moment as the lists show it: `2025-03-01 09:30` (UTC). */
export const shownMoment = (moment: Date | string) => new Date(moment).toISOString().slice(0, 16).replace('T', ' ');
