// SPEC §4 account update: 'Updating', then 'Updated successfully' or 'Failed to update' with the
// store's reason. Always in place, so a screen reader hears each change.
import { t } from '../../../i18n';
import { refusalText } from '../../../i18n/refusalText';

export type UpdateState = 'idle' | 'updating' | 'updated' | 'failed';

export function UpdateStatus({ state, reason }: { state: UpdateState; reason: string | null }) {
  return (
    <p className={`account-update account-update--${state}`} role="status">
      {state === 'updating' && t('accountTabs.status.updating')}
      {state === 'updated' && t('accountTabs.status.updated')}
      {state === 'failed' && (
        <>
          <strong>{t('accountTabs.status.failed')}</strong>
          {reason && <span>{refusalText(reason)}</span>}
        </>
      )}
    </p>
  );
}
