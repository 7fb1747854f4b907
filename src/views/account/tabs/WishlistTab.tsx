// The wishlist section (SPEC §2: /my-account?tab=wishlist for a signed-in customer): the same list as
// /wishlist, which the session keeps in step with the account's saved one.
import { useSelector } from '../../../machines/useSelector';
import { t } from '../../../i18n';
import { useWishlist } from '../../../machines/react';
import { tCount } from '../../ui/plural';
import { WishlistEmpty } from '../../wishlist/WishlistEmpty';
import { WishlistItems } from '../../wishlist/WishlistItems';
import { SectionLoading } from '../SectionLoading';
import { useSectionShown } from './useSectionShown';
import '../../ui/Button.css';
import '../../wishlist/WishlistPage.css';

export function WishlistTab() {
  const wishlist = useWishlist();
  const read = useSectionShown(useSelector(wishlist, (snapshot) => snapshot.matches({ awake: 'ready' })));
  const items = useSelector(wishlist, (snapshot) => snapshot.context.items);

  if (!read) return <SectionLoading />;
  if (items.length === 0) return <WishlistEmpty />;
  return (
    <>
      <div className="wishlist-toolbar">
        <p className="wishlist-toolbar__count" role="status">
          {tCount('wishlist.count', items.length)}
        </p>
        <button type="button" className="text-button text-button--quiet" onClick={() => wishlist.send({ type: 'CLEAR' })}>
          {t('wishlist.clear')}
        </button>
      </div>
      <WishlistItems items={items} />
    </>
  );
}
