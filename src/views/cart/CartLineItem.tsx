// One line of the cart: picture, name (a link to the product), the chosen options, unit price,
// quantity and line subtotal, and the buttons that take it out of the cart. A quantity typed beyond
// what the line may hold is asked at its limit, and the line says so.
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { CartLine } from '../../domain/cart/types';
import { t } from '../../i18n';
import { useCart } from '../../machines/react';
import { routePath } from '../../routes';
import { CloseIcon, HeartIcon } from '../ui/icons';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { sameControlNearby } from '../ui/neighbourRow';
import { tCount } from '../ui/plural';
import { QuantityStepper } from './QuantityStepper';
import { useCartState } from './useCartState';
import '../ui/IconButton.css';
import '../ui/QuietButton.css';
import './CartLineItem.css';

interface CartLineItemProps {
  line: CartLine;
  /** SPEC §9: showMoveToWishlist. */
  canMoveToWishlist: boolean;
  /** Following the link closes the panel, even when it leads to the page already shown. */
  onNavigate: () => void;
}

/**
 * The line leaves at once, with the button pressed: the keyboard focus moves to a neighbour's remove
 * button, or to the dialog's close button after the last line, not to the page's start.
 */
function keepFocus(button: HTMLButtonElement) {
  (sameControlNearby(button, '.cart-line__remove') ?? button.closest('[role="dialog"]')?.querySelector<HTMLButtonElement>('.drawer__close'))?.focus();
}

export function CartLineItem({ line, canMoveToWishlist, onNavigate }: CartLineItemProps) {
  const cart = useCart();
  const limit = useCartState((snapshot) => (snapshot.context.limitedLine?.key === line.key ? snapshot.context.limitedLine.max : null), null);
  const takeOut = (event: MouseEvent<HTMLButtonElement>, type: 'REMOVE_LINE' | 'MOVE_TO_WISHLIST') => {
    const button = event.currentTarget;
    cart?.send({ type, key: line.key });
    keepFocus(button);
  };
  const options = line.attributes.map((attribute) => t('cart.attribute', { label: attribute.label, value: attribute.value })).join(' · ');

  return (
    <li className="cart-line">
      {/* The name is the link's text, so the picture would only repeat it to a screen reader. */}
      <ResponsiveImage className="cart-line__image" image={line.image} alt="" width={80} height={80} sizes="80px" />
      <div className="cart-line__body">
        <div className="cart-line__head">
          <h3 className="cart-line__name">
            <Link href={routePath('product', { slug: line.slug })} className="cart-line__link" onClick={onNavigate}>
              {line.name}
            </Link>
          </h3>
          <button
            type="button"
            className="quiet-button icon-button cart-line__remove"
            aria-label={t('cart.removeProduct', { name: line.name })}
            onClick={(event) => takeOut(event, 'REMOVE_LINE')}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        {options && <p className="cart-line__options">{options}</p>}
        <p className="cart-line__unit">{t('cart.unitPrice', { price: line.unitPrice })}</p>
        <div className="cart-line__controls">
          <QuantityStepper
            quantity={line.quantity}
            max={line.maxQuantity}
            name={line.name}
            onChange={(quantity) => cart?.send({ type: 'SET_QUANTITY', key: line.key, quantity })}
          />
          <p className="cart-line__subtotal">
            <span className="visually-hidden">{t('cart.lineSubtotal')} </span>
            {line.subtotal}
          </p>
        </div>
        {limit !== null && (
          <p className="cart-line__limit" role="status">
            {tCount('cart.limited', limit)}
          </p>
        )}
        {canMoveToWishlist && (
          <button
            type="button"
            className="quiet-button cart-line__move"
            aria-label={t('cart.moveToWishlistProduct', { name: line.name })}
            onClick={(event) => takeOut(event, 'MOVE_TO_WISHLIST')}
          >
            <HeartIcon size={16} />
            {t('cart.moveToWishlist')}
          </button>
        )}
      </div>
    </li>
  );
}
