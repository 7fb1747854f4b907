// What a review must have. The form checks it first, so it can say what is missing at once in the
// shopper's language; the store backend (server/domain/reviews/review-writing.ts) checks the same limits
// and has the last word.
export const reviewContentLimit = 5000;
export const reviewerNameLimit = 100;
export const emailLimit = 254;

export interface ReviewFields {
  rating: number | null;
  content: string;
  author: string;
  email: string;
}

export type ReviewField = keyof ReviewFields;

/** A t() key per field that is not right yet; empty when the review can be sent. */
export type ReviewProblems = Partial<Record<ReviewField, string>>;

// A valid e-mail address as browsers check one (WHATWG HTML), with a dot in the domain, as
// WordPress's is_email asks.
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Characters as a shopper counts them (an emoji is one). */
export const characterCount = (text: string) => [...text].length;

export function reviewProblems(fields: ReviewFields): ReviewProblems {
  const problems: ReviewProblems = {};
  if (fields.rating === null || !Number.isInteger(fields.rating) || fields.rating < 1 || fields.rating > 5) problems.rating = 'reviews.form.ratingRequired';
  const content = fields.content.trim();
  if (!content) problems.content = 'reviews.form.contentRequired';
  else if (characterCount(content) > reviewContentLimit) problems.content = 'reviews.form.contentTooLong';
  const author = fields.author.trim();
  if (!author) problems.author = 'reviews.form.nameRequired';
  else if (characterCount(author) > reviewerNameLimit) problems.author = 'reviews.form.nameTooLong';
  const email = fields.email.trim();
  if (!email) problems.email = 'reviews.form.emailRequired';
  else if (email.length > emailLimit || !emailPattern.test(email)) problems.email = 'reviews.form.emailInvalid';
  return problems;
}
