// A section of the manager area on its way, or one the store did not answer (with a way to ask again).
import { t } from '../../i18n';

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
