// The header's cart button: opens the cart panel and shows how many items are in the cart.
import { useSelector } from '@xstate/react';
import { t } from '../../i18n';
import { cartItemCount } from '../../machines/cart';
import { useUi } from '../../machines/react';
import { useCartState, type CartSnapshot } from '../cart/useCartState';
import { BagIcon } from '../ui/icons';
import { tCount } from '../ui/plural';

const itemCountOf = (snapshot: CartSnapshot) => cartItemCount(snapshot.context);

export function CartTrigger() {
  const ui = useUi();
  const open = useSelector(ui, (snapshot) => snapshot.matches({ cart: 'open' }));
  // The server renders an empty cart: the count arrives once the page is live.
  const itemCount = useCartState(itemCountOf, 0);
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
