// The refusal of an action a client did too often. Its message is for the shopper; its extensions
// give programs the code and the HTTP answer: 429 with Retry-After (Yoga answers with them).
export class RateLimitedError extends Error {
  override readonly name = 'RateLimitedError';
  readonly extensions: { code: 'RATE_LIMITED'; http: { status: 429; headers: { 'retry-after': string } } };

  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many requests. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  ) {
    super(message);
    this.extensions = { code: 'RATE_LIMITED', http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } } };
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? 'a second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}
