// A refusal about one field of the checkout form, or of an address saved to the cart or the account:
// the message is for the shopper, `field` (as `billing.firstName`) lets the storefront show it next
// to that field.
import { InputError } from '../input-error';
import type { StoreMessage } from '../store-message';

export class CheckoutFieldError extends InputError {
  override readonly extensions: { code: string; field: string };

  constructor(field: string, message: string | StoreMessage) {
    super(message);
    this.extensions = { code: 'BAD_USER_INPUT', field };
  }
}
