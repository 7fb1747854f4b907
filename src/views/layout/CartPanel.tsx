// The slide-in cart (SPEC §2). The cart's contents arrive with the cart issue; until then the panel
// shows its empty state.
import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { t } from '../../i18n';
import { useUi } from '../../machines/react';
import { ButtonLink } from '../ui/ButtonLink';
import { Drawer } from '../ui/Drawer';
import { IconBadge } from '../ui/IconBadge';
import { BagIcon } from '../ui/icons';
import './CartPanel.css';

export function CartPanel() {
  const ui = useUi();
  const open = useSelector(ui, (snapshot) => snapshot.matches({ cart: 'open' }));
  const close = useCallback(() => ui.send({ type: 'CLOSE_CART' }), [ui]);
  const escape = useCallback(() => ui.send({ type: 'KEY_ESCAPE' }), [ui]);

  return (
    <Drawer id="cart-panel" side="right" open={open} title={t('cart.title')} onClose={close} onEscape={escape}>
      <div className="cart-panel__empty">
        <IconBadge size="lg">
          <BagIcon size={32} />
        </IconBadge>
        <p className="cart-panel__empty-text">{t('cart.empty')}</p>
        {/* On the product list already, the link changes no route, so it closes the panel itself. */}
        <ButtonLink href="/products" onClick={close}>
          {t('cart.startShopping')}
        </ButtonLink>
      </div>
    </Drawer>
  );
}
