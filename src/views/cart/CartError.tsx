// What went wrong with the last cart change, in the store's own words (SPEC §8), until the shopper
// dismisses it. Coupon errors show under the coupon form instead.
import { t } from '../../i18n';
import { useCart } from '../../machines/react';
import { CloseIcon } from '../ui/icons';
import '../ui/IconButton.css';
import './CartError.css';
import { refusalText } from '../../i18n/refusalText';

export function CartError({ message }: { message: string }) {
  const cart = useCart();
  return (
    <div className="cart-error" role="alert">
      <p className="cart-error__message">{refusalText(message)}</p>
      <button type="button" className="icon-button cart-error__dismiss" aria-label={t('cart.dismissError')} onClick={() => cart?.send({ type: 'DISMISS_ERROR' })}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
