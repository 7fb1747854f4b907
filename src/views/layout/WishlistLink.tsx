// The header's way to the wishlist on every screen size: a heart with the number of saved products.
// The list lives in the browser, so the server renders the heart without a number.
import { Link } from 'wouter';
import { t } from '../../i18n';
import { useWishlist } from '../../machines/react';
import { useSessionActor } from '../account/useSessionActor';
import { HeartIcon } from '../ui/icons';
import { tCount } from '../ui/plural';
import { useHydratingSelector } from '../useHydratingSelector';
import { wishlistHref } from './menu';

export function WishlistLink() {
  const count = useHydratingSelector(useWishlist(), (snapshot) => snapshot.context.items.length, 0);
  const signedIn = useHydratingSelector(useSessionActor() ?? null, (snapshot) => snapshot.matches({ auth: 'signedIn' }), false);
  return (
    <Link href={wishlistHref(signedIn)} className="header-action" aria-label={count > 0 ? tCount('header.wishlistWithItems', count) : t('header.wishlist')}>
      <HeartIcon />
      {count > 0 && (
        <span className="header-action__badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
