// A section of the manager area on its way, or one the store did not answer (with a way to ask again).
import type { SnapshotFrom } from 'xstate';
import { t } from '../../i18n';
import type { SystemActors } from '../../machines/system';

export function ShopLoading() {
  return (
    <p className="shop-status" role="status">
      {t('shop.loading')}
    </p>
  );
}

export function ShopFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="shop-status shop-status--failed" role="alert">
      <p>{t('shop.failed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('shop.retry')}
      </button>
    </div>
  );
}

/** The store refused a change: its own words, in the page's language. */
export function ShopProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p className="shop-status shop-status--problem" role="alert">
      {problem}
    </p>
  ) : null;
}

/** Where a paged list stands when it has no rows to show: loading, failed (with a retry) or empty. */
export function ListStatus({ list, empty }: { list: SystemActors['shopOrders'] | SystemActors['shopProducts']; empty: string }) {
  const snapshot = list.getSnapshot() as SnapshotFrom<SystemActors['shopOrders']> | SnapshotFrom<SystemActors['shopProducts']>;
  const rows = snapshot.context.page.rows.length;
  if (snapshot.matches('error')) return <ShopFailed onRetry={() => list.send({ type: 'RETRY' })} />;
  if (snapshot.matches('idle') || (snapshot.matches('loading') && rows === 0)) return <ShopLoading />;
  if (snapshot.matches('ready') && rows === 0) return <p className="shop-empty">{empty}</p>;
  return null;
}
