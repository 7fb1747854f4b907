// The quick "add to cart" of one unit of a simple product: on a product card a round button over the
// picture beside the wishlist heart, which names the product; in a wishlist row a button with its
// text, described by the row's product name. It says when it is adding.
import type { ProductSummary } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { isAdding } from '../../machines/cartSelectors';
import { useCart } from '../../machines/react';
import { useCartState } from '../cart/useCartState';
import { BagIcon } from './icons';
import './AddToCartButton.css';
import './Button.css';

interface AddToCartButtonProps {
  product: ProductSummary;
  /** `round`: the card's icon button; `text`: a labelled button, described by the element with `describedBy`. */
  variant?: 'round' | 'text';
  describedBy?: string;
  className?: string;
}

export function AddToCartButton({ product, variant = 'round', describedBy, className }: AddToCartButtonProps) {
  const cart = useCart();
  const adding = useCartState((snapshot) => isAdding(snapshot.context, product.databaseId), false);

  return (
    <button
      type="button"
      className={[variant === 'round' ? 'add-to-cart-button' : 'button button--secondary add-to-cart-button--text', className].filter(Boolean).join(' ')}
      aria-label={variant === 'round' ? (adding ? t('cart.addingProduct', { name: product.name }) : t('cart.addProduct', { name: product.name })) : undefined}
      aria-describedby={describedBy}
      // Until the cart's code has arrived (moments after hydration) a click has nowhere to go.
      aria-disabled={!cart || adding || undefined}
      data-adding={adding || undefined}
      onClick={() => {
        if (!adding) cart?.send({ type: 'ADD_TO_CART', item: { productId: product.databaseId, quantity: 1 } });
      }}
    >
      <BagIcon size={20} />
      {variant === 'round' ? (
        <span className="add-to-cart-button__plus" aria-hidden="true">
          +
        </span>
      ) : (
        <span>{adding ? t('cart.adding') : t('cart.addToCart')}</span>
      )}
    </button>
  );
}
