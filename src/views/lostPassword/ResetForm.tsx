// Sets a new password from the mail's link: the password twice (SPEC §5: they must match), the
// store's refusal of a weak one in its words, and its failure in those of SPEC §8. It renders the
// password reset actor's snapshot and sends its events.
import { useSelector } from '../../machines/useSelector';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { t } from '../../i18n';
import type { passwordResetMachine, PasswordResetField } from '../../machines/passwordReset';
import { useHydrated } from '../useHydrated';
import { AccountStepCard } from './AccountStepCard';

export function ResetForm({ actor }: { actor: ActorRefFrom<typeof passwordResetMachine> }) {
  const { fields, problem, refusal, login } = useSelector(actor, (snapshot) => snapshot.context);
  const resetting = useSelector(actor, (snapshot) => snapshot.matches({ reset: 'resetting' }));
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ reset: 'failed' }));
  const hydrated = useHydrated();
  // A missing password concerns the first field; a mismatch, the confirmation.
  const problemOf = (field: PasswordResetField) =>
    (field === 'password' && problem === 'lostPassword.passwordRequired') || (field === 'confirmation' && problem === 'lostPassword.mismatch') ? problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  const passwordField = (field: 'password' | 'confirmation', label: string, hint?: string) => {
    const id = `reset-${field}`;
    const fieldProblem = problemOf(field);
    const describedBy = [hint && `${id}-hint`, fieldProblem && `${id}-problem`].filter(Boolean).join(' ');
    return (
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          value={fields[field]}
          onChange={(event) => actor.send({ type: 'CHANGE', field, value: event.target.value })}
          aria-invalid={fieldProblem ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {hint && (
          <p className="account-step__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        {fieldProblem && (
          <p className="account-step__problem" id={`${id}-problem`}>
            {t(fieldProblem)}
          </p>
        )}
      </div>
    );
  };

  return (
    <AccountStepCard title={t('lostPassword.reset.title')} lead={t('lostPassword.reset.lead', { login: login ?? '' })}>
      <form className="account-step__form" onSubmit={submit} noValidate>
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={login ?? ''} readOnly hidden />
        {passwordField('password', t('lostPassword.reset.password'), t('lostPassword.reset.hint'))}
        {passwordField('confirmation', t('lostPassword.reset.confirmation'))}
        <p className="account-step__alert" role="alert">
          {failed ? t('lostPassword.reset.failed') : (refusal ?? '')}
        </p>
        <button type="submit" className="button button--primary account-step__submit" disabled={resetting || !hydrated}>
          {resetting ? t('lostPassword.reset.saving') : t('lostPassword.reset.submit')}
        </button>
      </form>
    </AccountStepCard>
  );
}
