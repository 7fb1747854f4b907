// Back and forth through a list of the manager area, a page at a time (machines/shop/pagedList.ts).
import { t } from '../../i18n';

export function ListPaging({ hasPrevious, hasNext, onPrevious, onNext }: { hasPrevious: boolean; hasNext: boolean; onPrevious: () => void; onNext: () => void }) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="shop-paging" aria-label={t('shop.paging.label')}>
      <button type="button" className="button button--secondary" disabled={!hasPrevious} onClick={onPrevious}>
        {t('shop.paging.previous')}
      </button>
      <button type="button" className="button button--secondary" disabled={!hasNext} onClick={onNext}>
        {t('shop.paging.next')}
      </button>
    </nav>
  );
}
