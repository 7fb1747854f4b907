/**
 * The card payment provider could not do what was asked (it is unreachable, or it refused the
 * request): the message is written for the shopper and says what to do; `cause` keeps the
 * provider's own error for the server's log.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
