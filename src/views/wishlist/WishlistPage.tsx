// The visitor's wishlist at /wishlist (SPEC §2). The list lives in the browser and is read after
// hydration. Until then the page shows what the server rendered, which the hydration render agrees
// with: the empty wishlist when the request said the browser keeps none (common/wishlistHint.ts),
// so its text paints with the page and stays once the list is read, else a quiet placeholder.
import { useSelector } from '../../machines/useSelector';
import { t } from '../../i18n';
import { useWishlist } from '../../machines/react';
import type { WishlistData } from '../../screens/wishlist';
import { PageHeader } from '../ui/PageHeader';
import { tCount } from '../ui/plural';
import { WishlistEmpty } from './WishlistEmpty';
import { WishlistItems } from './WishlistItems';
import '../ui/Page.css';
import '../ui/Button.css';
import './WishlistPage.css';

export default function WishlistPage({ data }: { data: WishlistData }) {
  const wishlist = useWishlist();
  const read = useSelector(wishlist, (snapshot) => snapshot.matches({ awake: 'ready' }));
  const items = useSelector(wishlist, (snapshot) => snapshot.context.items);

  const listed = read && items.length > 0;
  const empty = read ? items.length === 0 : data.empty;
  // Until there is a count to show, the status is only spoken.
  const status = listed ? null : empty ? t('wishlist.empty') : t('wishlist.loading');

  return (
    <div className="container page wishlist-page">
      <PageHeader title={t('wishlist.title')} />
      <div className={`wishlist-toolbar${listed ? '' : ' wishlist-toolbar--quiet'}`}>
        {/* In place from the first render, so it is announced when the list is read and whenever it changes. */}
        <p className="wishlist-toolbar__count" role="status">
          {status === null ? tCount('wishlist.count', items.length) : <span className="visually-hidden">{status}</span>}
        </p>
        {listed && (
          <button type="button" className="text-button text-button--quiet" onClick={() => wishlist.send({ type: 'CLEAR' })}>
            {t('wishlist.clear')}
          </button>
        )}
      </div>
      {listed ? <WishlistItems items={items} /> : empty ? <WishlistEmpty /> : <div className="wishlist-page__placeholder" />}
    </div>
  );
}
