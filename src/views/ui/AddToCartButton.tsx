// The quick "add to cart" of one unit of a simple product: on a product card a round button over the
// picture beside the wishlist heart, which names the product; in a wishlist row a button with its
// text, described by the row's product name. It says when it is adding and, for a moment once the
// cart has it (ui.ts), that it was added: on the button, and aloud through a polite live region.
import { useSelector } from '../../machines/useSelector';
import type { ProductSummary } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { isAdding } from '../../machines/cartSelectors';
import { useCart, useUi } from '../../machines/react';
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

/** Answers for a cart that is there; useCartState answers as served (no cart) while hydrating and until then. */
const cartIsThere = () => true;

export function AddToCartButton({ product, variant = 'round', describedBy, className }: AddToCartButtonProps) {
  const cart = useCart();
  const cartReady = useCartState(cartIsThere, false);
  const adding = useCartState((snapshot) => isAdding(snapshot.context, product.databaseId), false);
  const added = useSelector(useUi(), (snapshot) => snapshot.context.added === product.databaseId);

  return (
    <>
      <button
        type="button"
        className={[variant === 'round' ? 'add-to-cart-button' : 'button button--secondary add-to-cart-button--text', className].filter(Boolean).join(' ')}
        aria-label={variant === 'round' ? (adding ? t('cart.addingProduct', { name: product.name }) : t('cart.addProduct', { name: product.name })) : undefined}
        aria-describedby={describedBy}
        // Until the cart's code has arrived (moments after hydration) a click has nowhere to go. Read as
        // served while hydrating: a card in a deferred part hydrates after the cart may have started.
        aria-disabled={!cartReady || adding || undefined}
        data-adding={adding || undefined}
        data-added={added || undefined}
        onClick={() => {
          if (!adding) cart?.send({ type: 'ADD_TO_CART', item: { productId: product.databaseId, quantity: 1 } });
        }}
      >
        <BagIcon size={20} />
        {variant === 'round' ? (
          <span className="add-to-cart-button__plus" aria-hidden="true">
            {added ? '✓' : '+'}
          </span>
        ) : (
          <span>{adding ? t('cart.adding') : added ? `✓ ${t('cart.added')}` : t('cart.addToCart')}</span>
        )}
        {variant === 'round' && added && <span className="add-to-cart-button__added">{t('cart.added')}</span>}
      </button>
      {/* A polite live region without the status role: a list page has one status already (its count). */}
      <span aria-live="polite" className="visually-hidden">
        {added ? t('cart.addedProduct', { name: product.name }) : ''}
      </span>
    </>
  );
}
