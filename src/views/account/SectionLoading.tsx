// A section of the account on its way: said to screen readers, shown as a quiet placeholder.
import { t } from '../../i18n';

export function SectionLoading() {
  return (
    <div className="account-frame__loading" role="status">
      <span className="visually-hidden">{t('accountTabs.loading')}</span>
    </div>
  );
}
