// The wishlist's products, newest first, one row each.
import type { ProductSummary } from '../../domain/catalog/types';
import { WishlistItem } from './WishlistItem';
import './WishlistItems.css';

export function WishlistItems({ items }: { items: ProductSummary[] }) {
  return (
    <ul className="wishlist-items">
      {items.map((product, index) => (
        <WishlistItem key={product.databaseId} product={product} priority={index < 4} />
      ))}
    </ul>
  );
}
