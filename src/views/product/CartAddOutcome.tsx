// Under a product page's add buttons: the store's refusal of the last add, and how many units of the
// page's products the cart holds, with a way to it.
import type { CartLine } from '../../domain/cart/types';
import { t } from '../../i18n';
import { shownCart } from '../../machines/cartSelectors';
import { useUi } from '../../machines/react';
import { useCartState } from '../cart/useCartState';
import { tCount } from '../ui/plural';
import './CartAddOutcome.css';
import { refusalText } from '../../i18n/refusalText';

/** `counts`: the cart lines that are the page's (a product, its chosen variation, a group's products). */
export function CartAddOutcome({ counts }: { counts: (line: CartLine) => boolean }) {
  const ui = useUi();
  const inCart = useCartState((snapshot) => (shownCart(snapshot.context)?.lines ?? []).filter(counts).reduce((sum, line) => sum + line.quantity, 0), 0);
  const refusal = useCartState((snapshot) => (snapshot.context.error?.kind === 'add' ? snapshot.context.error.message : null), null);
  return (
    <>
      {refusal && (
        <p className="add-to-cart__error" role="alert">
          {refusalText(refusal)}
        </p>
      )}
      <div role="status" className="add-to-cart__status">
        {inCart > 0 && (
          <>
            <span>{tCount('cart.inCart', inCart)}</span>
            <button type="button" className="text-button" onClick={() => ui.send({ type: 'OPEN_CART' })}>
              {t('cart.viewCart')}
            </button>
          </>
        )}
      </div>
    </>
  );
}
