// Asks for a reset mail: the shopper's username or email address, and the store's failure in the
// words of SPEC §8. It renders the password reset actor's snapshot and sends its events.
import { useSelector } from '../../machines/useSelector';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { t } from '../../i18n';
import type { passwordResetMachine } from '../../machines/passwordReset';
import { useHydrated } from '../useHydrated';
import { AccountStepCard } from './AccountStepCard';

export function RequestForm({ actor }: { actor: ActorRefFrom<typeof passwordResetMachine> }) {
  const username = useSelector(actor, (snapshot) => snapshot.context.fields.username);
  const problem = useSelector(actor, (snapshot) => snapshot.context.problem);
  const sending = useSelector(actor, (snapshot) => snapshot.matches({ request: 'sending' }));
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ request: 'failed' }));
  const hydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <AccountStepCard title={t('lostPassword.request.title')} lead={t('lostPassword.request.lead')}>
      <form className="account-step__form" onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor="lost-password-username">{t('lostPassword.request.username')}</label>
          <input
            id="lost-password-username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => actor.send({ type: 'CHANGE', field: 'username', value: event.target.value })}
            {...(problem ? { 'aria-invalid': true, 'aria-describedby': 'lost-password-username-problem' } : {})}
          />
          {problem && (
            <p className="account-step__problem" id="lost-password-username-problem">
              {t(problem)}
            </p>
          )}
        </div>
        {/* Always in place, so the failure is announced when it appears. */}
        <p className="account-step__alert" role="alert">
          {failed ? t('lostPassword.request.failed') : ''}
        </p>
        <button type="submit" className="button button--primary account-step__submit" disabled={sending || !hydrated}>
          {sending ? t('lostPassword.request.sending') : t('lostPassword.request.submit')}
        </button>
      </form>
    </AccountStepCard>
  );
}
