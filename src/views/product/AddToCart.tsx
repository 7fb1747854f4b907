// Add to cart on the product page (SPEC §2): a quantity and the button, which says 'Adding...'
// while the store works on it. A variable product goes in as the variation its choices lead to,
// so the button waits for a complete choice. The product actor bounds the quantity and hands the
// cart the item (machines/product.ts). What the cart already holds of the product, and the store's
// refusal of the last add, show under it. Sold-out products keep only their stock status.
import { useId, type FormEvent } from 'react';
import type { ProductDetail } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { isAdding } from '../../machines/cartSelectors';
import { addableLimit, addableQuantity, canAddToCart, isSoldOut, selectedVariation } from '../../machines/product';
import { useCart, useProduct } from '../../machines/react';
import { useCartState } from '../cart/useCartState';
import { useHydrated } from '../useHydrated';
import { CartAddOutcome } from './CartAddOutcome';
import { useProductState } from './useProductState';
import '../ui/Button.css';
import './AddToCart.css';

export function AddToCart({ product: pageProduct }: { product: ProductDetail }) {
  const cart = useCart();
  const productActor = useProduct();
  const id = useId();
  const hydrated = useHydrated();
  const product = useProductState(pageProduct, (context) => context.product ?? pageProduct);
  const variation = useProductState(pageProduct, selectedVariation);
  const max = useProductState(pageProduct, addableLimit) ?? undefined;
  const complete = useProductState(pageProduct, canAddToCart);
  const soldOut = useProductState(pageProduct, isSoldOut);
  const productId = product.databaseId;
  const variationId = variation?.databaseId ?? null;
  const adding = useCartState((snapshot) => isAdding(snapshot.context, productId), false);

  if (soldOut) return null;
  const incomplete = !complete;

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!productActor || adding) return;
    const field = event.currentTarget.elements.namedItem('quantity') as HTMLInputElement;
    const typed = Number.parseInt(field.value, 10);
    // The field shows what goes in the cart.
    field.value = String(addableQuantity(productActor.getSnapshot().context, typed));
    productActor.send({ type: 'ADD_TO_CART', quantity: typed });
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
          disabled={!hydrated || !cart || !productActor || incomplete || adding}
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
      {/* Units of the product (of the variation, when one is chosen) in the cart. */}
      <CartAddOutcome counts={(line) => line.productId === productId && (variationId === null || line.variationId === variationId)} />
    </form>
  );
}
