// A payment the provider did not confirm, or confirmed for another total than the order's. It
// carries what the failed order records, so the order's transaction can roll back (no stock taken,
// cart kept) and the attempt still be kept as a `failed` order; the shopper then reads SPEC §8's
// message with the reason.
import type { CartRecord } from '../cart/session-cart';
import { InputError } from '../input-error';
import type { PaymentReference } from '../payments/payment-gateway';
import { StoreMessage } from '../store-message';
import type { CheckedCheckout } from './checkout-input';

export class PaymentDeclined extends Error {
  override readonly name = 'PaymentDeclined';

  constructor(
    readonly reason: string,
    readonly reference: PaymentReference,
    readonly attempt: { cart: CartRecord; checkout: CheckedCheckout; sessionKey: string },
  ) {
    super(`Payment not confirmed: ${reason}`);
  }
}

export class PaymentFailedError extends InputError {
  override readonly extensions: { code: string; field: string; reason: string };

  constructor(reason: string) {
    super(reason ? new StoreMessage('paymentFailedWithReason', { reason }) : new StoreMessage('paymentFailed'));
    this.extensions = { code: 'PAYMENT_FAILED', field: 'paymentMethod', reason };
  }
}
