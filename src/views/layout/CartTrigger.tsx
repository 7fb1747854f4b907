// The header's cart button: opens the cart panel and shows how many items are in the cart.
import { useSelector } from '../../machines/useSelector';
import { t } from '../../i18n';
import { cartItemCount } from '../../machines/cartSelectors';
import { useCart, useUi } from '../../machines/react';
import { BagIcon } from '../ui/icons';
import { tCount } from '../ui/plural';

export function CartTrigger() {
  const ui = useUi();
  const open = useSelector(ui, (snapshot) => snapshot.matches({ cart: 'open' }));
  // The server renders an empty cart, and so does hydration: the cart actor starts after it.
  const cart = useCart();
  const itemCount = useSelector(cart ?? undefined, (snapshot) => (snapshot ? cartItemCount(snapshot.context) : 0));
  return (
    <button
      type="button"
      className="header-action"
      aria-expanded={open}
      aria-controls="cart-panel"
      aria-label={itemCount > 0 ? tCount('header.cartWithItems', itemCount) : t('header.cart')}
      onClick={() => ui.send({ type: 'TOGGLE_CART' })}
    >
      <BagIcon />
      {itemCount > 0 && (
        <span className="header-action__badge" aria-hidden="true">
          {itemCount}
        </span>
      )}
    </button>
  );
}
