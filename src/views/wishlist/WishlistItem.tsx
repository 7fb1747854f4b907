// One saved product: picture, name (a link to the product), price and availability as the shop
// has them now, a way to the cart (at once for a simple product, through its page to choose
// options), and a button that takes it off the wishlist.
import { useId, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { addsInOneClick } from '../../domain/catalog/quickAdd';
import type { ProductSummary } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { useWishlist } from '../../machines/react';
import { routePath } from '../../routes';
import { StockStatus } from '../product/StockStatus';
import { AddToCartButton } from '../ui/AddToCartButton';
import { CloseIcon } from '../ui/icons';
import { Price } from '../ui/Price';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { sameControlNearby } from '../ui/neighbourRow';
import '../ui/Button.css';
import '../ui/QuietButton.css';
import './WishlistItem.css';

interface WishlistItemProps {
  product: ProductSummary;
  /** Rows above the fold load their picture at once. */
  priority: boolean;
}

export function WishlistItem({ product, priority }: WishlistItemProps) {
  const wishlist = useWishlist();
  const category = product.categories[0]?.name;
  const nameId = useId();
  const productPath = routePath('product', { slug: product.slug });

  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    const neighbour = sameControlNearby(event.currentTarget, '.wishlist-item__remove');
    wishlist.send({ type: 'REMOVE', databaseId: product.databaseId });
    neighbour?.focus();
  };

  return (
    <li className="wishlist-item">
      {/* The name is the link's text, so the picture would only repeat it to a screen reader. */}
      <ResponsiveImage className="wishlist-item__image" image={product.image} alt="" width={128} height={128} sizes="(min-width: 640px) 128px, 96px" priority={priority} />
      <div className="wishlist-item__body">
        {category && <p className="wishlist-item__category">{category}</p>}
        <h2 className="wishlist-item__name" id={nameId}>
          <Link href={productPath} className="wishlist-item__link">
            {product.name}
          </Link>
        </h2>
        <Price prices={product.prices} onSale={product.onSale} />
        <StockStatus stockStatus={product.stockStatus} stockQuantity={product.stockQuantity} lowStockAmount={null} />
        {addsInOneClick(product) ? (
          <AddToCartButton product={product} variant="text" describedBy={nameId} className="wishlist-item__add" />
        ) : (
          product.stockStatus !== 'OUT_OF_STOCK' && (
            <Link href={productPath} className="button button--secondary wishlist-item__add" aria-describedby={nameId}>
              {t('cart.chooseOptions')}
            </Link>
          )
        )}
      </div>
      <button
        type="button"
        className="quiet-button wishlist-item__remove"
        aria-label={t('wishlist.removeProduct', { name: product.name })}
        onClick={remove}
      >
        <CloseIcon size={18} />
        <span className="wishlist-item__remove-text">{t('wishlist.remove')}</span>
      </button>
    </li>
  );
}
