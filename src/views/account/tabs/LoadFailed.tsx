// A section of the account that could not be loaded: the reason, and a way to ask again.
import { t } from '../../../i18n';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="account-tab-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('accountTabs.retry')}
      </button>
    </div>
  );
}
