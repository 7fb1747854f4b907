// Sign in with a username or email address and a password (SPEC §7 login). The fields are the
// form's own; submitting sends them to the session, and the button says 'Logging you in...' while
// the store answers (SPEC §4).
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n';
import type { SystemActors } from '../../machines/system';
import { useHydratingSelector } from '../useHydratingSelector';

export function LoginForm({ session }: { session: SystemActors['session'] | null }) {
  const pending = useHydratingSelector(session, (snapshot) => snapshot.matches({ auth: 'pending' }), false);
  const loggingIn = useHydratingSelector(session, (snapshot) => snapshot.matches({ auth: { pending: 'password' } }), false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    session?.send({ type: 'LOGIN', username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
  };

  return (
    <form className="account-form" onSubmit={submit} aria-busy={loggingIn}>
      <div className="form-field">
        <label htmlFor="login-username">{t('account.login.username')}</label>
        <input id="login-username" name="username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      </div>
      <div className="form-field">
        <label htmlFor="login-password">{t('account.login.password')}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <button type="submit" className="button button--primary account-form__submit" disabled={!session || pending}>
        {loggingIn ? t('account.login.pending') : t('account.login.submit')}
      </button>
      <Link href="/my-account/lost-password" className="account-form__link">
        {t('account.login.lostPassword')}
      </Link>
    </form>
  );
}
