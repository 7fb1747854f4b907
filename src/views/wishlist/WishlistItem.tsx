// One saved product: picture, name (a link to the product), price and availability as the shop
// has them now, and a button that takes it off the wishlist.
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { ProductSummary } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { useWishlist } from '../../machines/react';
import { routePath } from '../../routes';
import { StockStatus } from '../product/StockStatus';
import { CloseIcon } from '../ui/icons';
import { Price } from '../ui/Price';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { sameControlNearby } from '../ui/neighbourRow';
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
        <h2 className="wishlist-item__name">
          <Link href={routePath('product', { slug: product.slug })} className="wishlist-item__link">
            {product.name}
          </Link>
        </h2>
        <Price prices={product.prices} onSale={product.onSale} />
        <StockStatus stockStatus={product.stockStatus} stockQuantity={product.stockQuantity} lowStockAmount={null} />
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
