// A grouped product's children on its page, as WooCommerce's group table lists them: picture, name
// (to the child's own page), price and stock, and a way to buy each one. A simple product in stock
// goes into the cart through the page's product actor; an external one links to the shop that sells it.
// The group itself is never added. What the cart holds of the group, and a refused add, show below.
import { useId } from 'react';
import { Link } from 'wouter';
import type { GroupedProduct, ProductDetail } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { isAdding } from '../../machines/cartSelectors';
import { isBuyableInGroup } from '../../machines/product';
import { useCart, useProduct } from '../../machines/react';
import { routePath } from '../../routes';
import { useCartState } from '../cart/useCartState';
import { Price } from '../ui/Price';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { useHydrated } from '../useHydrated';
import { CartAddOutcome } from './CartAddOutcome';
import { StockStatus } from './StockStatus';
import { useProductState } from './useProductState';
import '../ui/Button.css';
import './GroupedProducts.css';

function AddChildToCart({ product, describedBy }: { product: GroupedProduct; describedBy: string }) {
  const cart = useCart();
  const page = useProduct();
  const hydrated = useHydrated();
  const adding = useCartState((snapshot) => isAdding(snapshot.context, product.databaseId), false);
  return (
    <button
      type="button"
      className={`button button--primary grouped-products__button${adding ? ' grouped-products__button--adding' : ''}`}
      aria-describedby={describedBy}
      disabled={!hydrated || !cart || !page}
      aria-disabled={adding || undefined}
      onClick={() => {
        if (!adding) page?.send({ type: 'ADD_FROM_GROUP', productId: product.databaseId });
      }}
    >
      {adding ? t('cart.adding') : t('cart.addToCart')}
    </button>
  );
}

function GroupedProductRow({ product }: { product: GroupedProduct }) {
  const nameId = useId();
  const buyable = isBuyableInGroup(product);
  const external = product.type === 'EXTERNAL' && product.externalUrl;
  return (
    <li className="grouped-products__item">
      <ResponsiveImage className="grouped-products__image" image={product.image} alt="" width={96} height={96} sizes="96px" />
      <div className="grouped-products__info">
        <Link id={nameId} href={routePath('product', { slug: product.slug })} className="grouped-products__name">
          {product.name}
        </Link>
        <Price prices={product.prices} onSale={product.onSale} />
        <StockStatus stockStatus={product.stockStatus} stockQuantity={product.stockQuantity} lowStockAmount={null} />
      </div>
      <div className="grouped-products__action">
        {buyable && <AddChildToCart product={product} describedBy={nameId} />}
        {external && (
          <a className="button button--secondary grouped-products__button" href={product.externalUrl!} target="_blank" rel="noopener" aria-describedby={nameId}>
            {product.buttonText || t('product.buyExternal')}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        )}
      </div>
    </li>
  );
}

export function GroupedProducts({ product: pageProduct }: { product: ProductDetail }) {
  const headingId = useId();
  const products = useProductState(pageProduct, (context) => (context.product ?? pageProduct).groupedProducts);
  const productIds = products.map((product) => product.databaseId);

  return (
    <section className="grouped-products" aria-labelledby={headingId}>
      <h2 id={headingId} className="grouped-products__title">
        {t('product.groupProducts')}
      </h2>
      <ul className="grouped-products__list">
        {products.map((product) => (
          <GroupedProductRow key={product.databaseId} product={product} />
        ))}
      </ul>
      <CartAddOutcome counts={(line) => productIds.includes(line.productId)} />
    </section>
  );
}
