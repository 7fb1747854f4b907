// Back and forth through a list of the manager area, a page at a time (machines/shop/pagedList.ts).
import { useSelector } from '../../machines/useSelector';
import { t } from '../../i18n';
import type { SystemActors } from '../../machines/system';

export function ListPaging({ list }: { list: SystemActors['shopOrders'] | SystemActors['shopProducts'] }) {
  const hasPrevious = useSelector(list, (snapshot) => snapshot.context.cursors.length > 1);
  const hasNext = useSelector(list, (snapshot) => snapshot.context.page.nextCursor !== null);
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="shop-paging" aria-label={t('shop.paging.label')}>
      <button type="button" className="button button--secondary" disabled={!hasPrevious} onClick={() => list.send({ type: 'PREVIOUS' })}>
        {t('shop.paging.previous')}
      </button>
      <button type="button" className="button button--secondary" disabled={!hasNext} onClick={() => list.send({ type: 'NEXT' })}>
        {t('shop.paging.next')}
      </button>
    </nav>
  );
}
