// The visitor's wishlist at /wishlist (SPEC §2). The server renders the frame only: the list lives
// in the browser and is read after hydration, so until then the page shows a quiet placeholder that
// the server render and the hydration render agree on.
import { useSelector } from '@xstate/react';
import { t } from '../../i18n';
import { useWishlist } from '../../machines/react';
import { PageHeader } from '../ui/PageHeader';
import { tCount } from '../ui/plural';
import { WishlistEmpty } from './WishlistEmpty';
import { WishlistItems } from './WishlistItems';
import '../ui/Page.css';
import './WishlistPage.css';

export default function WishlistPage() {
  const wishlist = useWishlist();
  const read = useSelector(wishlist, (snapshot) => snapshot.matches({ awake: 'ready' }));
  const items = useSelector(wishlist, (snapshot) => snapshot.context.items);

  const listed = read && items.length > 0;
  // Until there is a count to show, the status is only spoken.
  const status = !read ? t('wishlist.loading') : items.length === 0 ? t('wishlist.empty') : null;

  return (
    <div className="container page wishlist-page">
      <PageHeader title={t('wishlist.title')} />
      <div className={`wishlist-toolbar${listed ? '' : ' wishlist-toolbar--quiet'}`}>
        {/* In place from the first render, so it is announced when the list is read and whenever it changes. */}
        <p className="wishlist-toolbar__count" role="status">
          {status === null ? tCount('wishlist.count', items.length) : <span className="visually-hidden">{status}</span>}
        </p>
        {listed && (
          <button type="button" className="wishlist-toolbar__clear" onClick={() => wishlist.send({ type: 'CLEAR' })}>
            {t('wishlist.clear')}
          </button>
        )}
      </div>
      {!read ? <div className="wishlist-page__placeholder" /> : listed ? <WishlistItems items={items} /> : <WishlistEmpty />}
    </div>
  );
}
