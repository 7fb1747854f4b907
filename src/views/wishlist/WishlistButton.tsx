// Saves a product to the wishlist or takes it off again. A toggle button: its name stays the same
// and the pressed state (a filled heart) says whether the product is saved, as WAI-ARIA's toggle
// button pattern asks. Until the stored list is read it shows unpressed, as the server rendered it.
import type { ProductSummary } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { useWishlist } from '../../machines/react';
import { useHydratingSelector } from '../useHydratingSelector';
import { isListed } from '../../domain/wishlist/items';
import { HeartIcon } from '../ui/icons';
import './WishlistButton.css';

interface WishlistButtonProps {
  product: ProductSummary;
  /** `card`: a round icon button over a product card's picture; `page`: icon and text, for the product page. */
  variant: 'card' | 'page';
  /** Where the container places it (the card's corner). */
  className?: string;
}

export function WishlistButton({ product, variant, className }: WishlistButtonProps) {
  const wishlist = useWishlist();
  // The server renders every heart empty: the list lives in the browser.
  const saved = useHydratingSelector(wishlist, (snapshot) => isListed(snapshot.context.items, product.databaseId), false);
  const classes = ['wishlist-button', `wishlist-button--${variant}`, className].filter(Boolean).join(' ');

  return (
    <button
      type="button"
      className={classes}
      aria-pressed={saved}
      aria-label={variant === 'card' ? t('wishlist.saveProduct', { name: product.name }) : undefined}
      onClick={() => wishlist.send({ type: 'TOGGLE', product })}
    >
      <HeartIcon className="wishlist-button__icon" filled={saved} size={variant === 'card' ? 20 : 22} />
      {variant === 'page' && <span>{t('wishlist.save')}</span>}
    </button>
  );
}
