// The header's cart button: opens the cart panel and shows how many items are in the cart.
import { useSelector } from '@xstate/react';
import { t } from '../../i18n';
import { useUi } from '../../machines/react';
import { BagIcon } from '../ui/icons';
import { tCount } from '../ui/plural';

// The cart actor arrives with the cart issue; until then every visitor's cart is empty.
const itemCount: number = 0;

export function CartTrigger() {
  const ui = useUi();
  const open = useSelector(ui, (snapshot) => snapshot.matches({ cart: 'open' }));
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
