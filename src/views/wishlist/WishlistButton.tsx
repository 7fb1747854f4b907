// Saves a product to the wishlist or takes it off again. Its name says what a click does (save, or
// remove), and on the product page its text says "Saved" once it is, beside a filled heart. Until
// the stored list is read it shows unsaved, as the server rendered it.
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

/** A card's heart names its product; the page's says it in its text, and when saved how to undo it. */
function label(variant: WishlistButtonProps['variant'], saved: boolean, name: string): string | undefined {
  if (variant === 'card') return saved ? t('wishlist.removeProduct', { name }) : t('wishlist.saveProduct', { name });
  return saved ? t('wishlist.savedRemove') : undefined;
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
      aria-label={label(variant, saved, product.name)}
      data-saved={saved || undefined}
      onClick={() => wishlist.send({ type: 'TOGGLE', product })}
    >
      <HeartIcon className="wishlist-button__icon" filled={saved} size={variant === 'card' ? 20 : 22} />
      {variant === 'page' && <span>{saved ? t('wishlist.saved') : t('wishlist.save')}</span>}
    </button>
  );
}
