// The quick "add to cart" on a product card: one unit of a simple product, as a round button over
// the card's picture beside the wishlist heart. It names the product, and says when it is adding.
import type { ProductSummary } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { isAdding } from '../../machines/cartSelectors';
import { useCart } from '../../machines/react';
import { useCartState } from '../cart/useCartState';
import { BagIcon } from './icons';
import './AddToCartButton.css';

export function AddToCartButton({ product, className }: { product: ProductSummary; className?: string }) {
  const cart = useCart();
  const adding = useCartState((snapshot) => isAdding(snapshot.context, product.databaseId), false);

  return (
    <button
      type="button"
      className={className ? `add-to-cart-button ${className}` : 'add-to-cart-button'}
      aria-label={adding ? t('cart.addingProduct', { name: product.name }) : t('cart.addProduct', { name: product.name })}
      // Until the cart's code has arrived (moments after hydration) a click has nowhere to go.
      aria-disabled={!cart || adding || undefined}
      data-adding={adding || undefined}
      onClick={() => {
        if (!adding) cart?.send({ type: 'ADD_TO_CART', item: { productId: product.databaseId, quantity: 1 } });
      }}
    >
      <BagIcon size={20} />
      <span className="add-to-cart-button__plus" aria-hidden="true">
        +
      </span>
    </button>
  );
}
