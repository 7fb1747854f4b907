// The refusal of an action a client did too often. Its message is for the shopper, in the
// request's language (graphql/localized-errors.ts); its extensions give programs the code and the
// HTTP answer: 429 with Retry-After (Yoga answers with them).
import type { Locale } from '../../../common/locales';
import { StoreMessage } from '../store-message';

export class RateLimitedError extends Error {
  override readonly name = 'RateLimitedError';
  readonly extensions: { code: 'RATE_LIMITED'; http: { status: 429; headers: { 'retry-after': string } } };

  constructor(
    readonly retryAfterSeconds: number,
    readonly storeMessage = new StoreMessage('tooManyRequests', { wait: { seconds: retryAfterSeconds } }),
  ) {
    super(storeMessage.text);
    this.extensions = { code: 'RATE_LIMITED', http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } } };
  }

  in(locale: Locale): string {
    return this.storeMessage.in(locale);
  }
}
