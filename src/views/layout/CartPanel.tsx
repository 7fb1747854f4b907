// The slide-in cart (SPEC §2): the lines with their quantities, coupon codes, shipping, the sums
// and the way to checkout, or the empty state while there is nothing in it. It renders the cart
// actor's snapshot (with the quantities still on their way to the store) and sends its events.
import { useCallback } from 'react';
import { useSelector } from '../../machines/useSelector';
import type { Cart } from '../../domain/cart/types';
import { currentLocale, t } from '../../i18n';
import { loadCountryNames } from '../../i18n/countryNames';
import { isCartBusy, isCouponBusy, shownCart } from '../../machines/cartSelectors';
import { useCart, useSettings, useUi } from '../../machines/react';
import { CartError } from '../cart/CartError';
import { CartLineItem } from '../cart/CartLineItem';
import { CartShipping } from '../cart/CartShipping';
import { CartTotals } from '../cart/CartTotals';
import { CouponForm } from '../cart/CouponForm';
import { useCartSnapshot, type CartSnapshot } from '../cart/useCartState';
import { ButtonLink } from '../ui/ButtonLink';
import { Drawer } from '../ui/Drawer';
import { IconBadge } from '../ui/IconBadge';
import { BagIcon } from '../ui/icons';
import '../ui/Button.css';
import './CartPanel.css';

type CartProblem = NonNullable<CartSnapshot['context']['error']>;

const isCouponError = (error: CartProblem) => error.kind === 'applyCoupon' || error.kind === 'removeCoupon';

/** The panel, once the page's country names (its shipping select's) are loaded: they stay out of every page's first load. */
export async function loadCartPanel() {
  await loadCountryNames(currentLocale());
  return CartPanel;
}

export function CartPanel() {
  const ui = useUi();
  // Drawn after hydration (AppShell), already open if the shopper opened it before its code arrived.
  const open = useSelector(ui, (snapshot) => snapshot.matches({ cart: 'open' }));
  const close = useCallback(() => ui.send({ type: 'CLOSE_CART' }), [ui]);
  const escape = useCallback(() => ui.send({ type: 'KEY_ESCAPE' }), [ui]);
  const snapshot = useCartSnapshot();
  const cart = snapshot && shownCart(snapshot.context);
  const error = snapshot?.context.error ?? null;
  const busy = snapshot !== null && isCartBusy(snapshot);
  const couponBusy = snapshot !== null && isCouponBusy(snapshot.context);

  return (
    <Drawer id="cart-panel" side="right" open={open} title={t('cart.title')} onClose={close} onEscape={escape}>
      <div className="cart-panel" aria-busy={busy}>
        {error && !isCouponError(error) && <CartError message={error.message} />}
        {cart && !cart.isEmpty ? (
          <CartContents
            cart={cart}
            busy={busy}
            couponBusy={couponBusy}
            couponError={error && isCouponError(error) ? error.message : null}
            onNavigate={close}
          />
        ) : snapshot?.matches('loading') ? (
          <p className="cart-panel__loading" role="status">
            {t('cart.loading')}
          </p>
        ) : (
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
        )}
      </div>
    </Drawer>
  );
}

interface CartContentsProps {
  cart: Cart;
  busy: boolean;
  couponBusy: boolean;
  couponError: string | null;
  onNavigate: () => void;
}

function CartContents({ cart, busy, couponBusy, couponError, onNavigate }: CartContentsProps) {
  const actor = useCart();
  const { showMoveToWishlist } = useSettings();

  return (
    <>
      <ul className={busy ? 'cart-panel__lines cart-panel__lines--busy' : 'cart-panel__lines'} aria-label={t('cart.lines')}>
        {cart.lines.map((line) => (
          <CartLineItem key={line.key} line={line} canMoveToWishlist={showMoveToWishlist} onNavigate={onNavigate} />
        ))}
      </ul>
      <CouponForm coupons={cart.appliedCoupons} busy={couponBusy} error={couponError} />
      <CartShipping
        needsShipping={cart.needsShipping}
        countries={cart.countries}
        states={cart.states}
        location={cart.location}
        shippingRates={cart.shippingRates}
        chosenShippingMethod={cart.chosenShippingMethod}
      />
      <button type="button" className="text-button text-button--quiet cart-panel__empty-cart" onClick={() => actor?.send({ type: 'EMPTY_CART' })}>
        {t('cart.emptyCart')}
      </button>
      <div className="cart-panel__summary">
        <CartTotals cart={cart} />
        <div className="cart-panel__checkout">
          <ButtonLink href="/checkout" onClick={onNavigate}>
            {t('cart.checkout')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
