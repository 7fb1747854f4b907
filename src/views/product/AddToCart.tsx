// Add to cart on the product page (SPEC §2): a quantity and the button, which says 'Adding...'
// while the store works on it. A variable product goes in as the variation its choices lead to,
// so the button waits for a complete choice. What the cart already holds of the product, and the
// store's refusal of the last add, show under it. Sold-out products keep only their stock status.
import { useId, type FormEvent } from 'react';
import type { ProductDetail } from '../../catalog/types';
import type { Cart, CartItemToAdd } from '../../cart/types';
import { attributeKey, choosableAttributes, type Choices } from '../../catalog/variations';
import { t } from '../../i18n';
import { isAdding, shownCart } from '../../machines/cartSelectors';
import { selectedVariation } from '../../machines/product';
import { useCart, useUi } from '../../machines/react';
import { useCartState } from '../cart/useCartState';
import { tCount } from '../ui/plural';
import { useHydrated } from '../useHydrated';
import { sameShape, useProductState } from './useProductState';
import '../ui/Button.css';
import './AddToCart.css';

/** Units of the product (of the variation, when one is chosen) in the cart. */
function quantityInCart(cart: Cart | null, productId: number, variationId: number | null): number {
  if (!cart) return 0;
  return cart.lines
    .filter((line) => line.productId === productId && (variationId === null || line.variationId === variationId))
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** The chosen attributes as the store takes them: its own attribute names, the options' slugs. */
function chosenAttributes(product: ProductDetail, choices: Choices): CartItemToAdd['variation'] {
  return choosableAttributes(product).map((attribute) => ({
    attributeName: attribute.name,
    attributeValue: choices[attributeKey(attribute.name)] ?? '',
  }));
}

export function AddToCart({ product: pageProduct }: { product: ProductDetail }) {
  const cart = useCart();
  const ui = useUi();
  const id = useId();
  const hydrated = useHydrated();
  const product = useProductState(pageProduct, (context) => context.product ?? pageProduct);
  const variation = useProductState(pageProduct, selectedVariation);
  const choices = useProductState(pageProduct, (context) => context.choices, sameShape);
  const productId = product.databaseId;
  const variationId = variation?.databaseId ?? null;
  const adding = useCartState((snapshot) => isAdding(snapshot.context, productId), false);
  const inCart = useCartState((snapshot) => quantityInCart(shownCart(snapshot.context), productId, variationId), 0);
  const refusal = useCartState((snapshot) => (snapshot.context.error?.kind === 'add' ? snapshot.context.error.message : null), null);

  const offer = variation ?? product;
  if (offer.stockStatus === 'OUT_OF_STOCK') return null;
  const variable = product.type === 'VARIABLE';
  const incomplete = variable && variation === null;
  // Managed stock caps the quantity; a product on backorder can be ordered beyond it.
  const max = offer.stockStatus === 'IN_STOCK' && offer.stockQuantity !== null && offer.stockQuantity > 0 ? offer.stockQuantity : undefined;

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (incomplete || adding) return;
    const field = event.currentTarget.elements.namedItem('quantity') as HTMLInputElement;
    const typed = Number.parseInt(field.value, 10);
    const quantity = Math.max(1, Math.min(Number.isFinite(typed) ? typed : 1, max ?? Infinity));
    field.value = String(quantity);
    const item: CartItemToAdd = { productId, quantity };
    if (variable && variation) {
      item.variationId = variation.databaseId;
      item.variation = chosenAttributes(product, choices);
    }
    cart?.send({ type: 'ADD_TO_CART', item });
  };

  return (
    <form className="add-to-cart" onSubmit={add} noValidate>
      <div className="add-to-cart__row">
        <label htmlFor={`${id}-quantity`} className="visually-hidden">
          {t('cart.quantity')}
        </label>
        <input
          id={`${id}-quantity`}
          className="add-to-cart__quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          defaultValue={1}
        />
        <button
          type="submit"
          className={`button button--primary add-to-cart__button${incomplete ? ' add-to-cart__button--incomplete' : adding ? ' add-to-cart__button--adding' : ''}`}
          disabled={!hydrated || !cart || incomplete || adding}
          aria-describedby={incomplete ? `${id}-hint` : undefined}
        >
          {adding ? t('cart.adding') : t('cart.addToCart')}
        </button>
      </div>
      {incomplete && (
        <p id={`${id}-hint`} className="add-to-cart__hint">
          {t('cart.chooseOptions')}
        </p>
      )}
      {refusal && (
        <p className="add-to-cart__error" role="alert">
          {refusal}
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
    </form>
  );
}
