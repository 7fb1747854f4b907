// Create an account (SPEC §7 registerCustomer): an email address, a password and, if the shopper
// wants one, a username (the store makes one from the email otherwise). The store checks them and
// answers its own messages; a new account is signed in at once.
import type { FormEvent } from 'react';
import { t } from '../../i18n';
import type { SystemActors } from '../../machines/system';
import { useHydratingSelector } from '../useHydratingSelector';

export function RegisterForm({ session }: { session: SystemActors['session'] | null }) {
  const pending = useHydratingSelector(session, (snapshot) => snapshot.matches({ auth: 'pending' }), false);
  const registering = useHydratingSelector(session, (snapshot) => snapshot.matches({ auth: { pending: 'registering' } }), false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    session?.send({ type: 'REGISTER', input: { username: field('username'), email: field('email'), password: field('password') } });
  };

  return (
    <form className="account-form" onSubmit={submit} aria-busy={registering}>
      <div className="form-field">
        <label htmlFor="register-email">{t('account.register.email')}</label>
        <input id="register-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className="form-field">
        <label htmlFor="register-username">
          {t('account.register.username')} <span className="account-form__optional">{t('account.register.optional')}</span>
        </label>
        <input id="register-username" name="username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </div>
      <div className="form-field">
        <label htmlFor="register-password">{t('account.register.password')}</label>
        <input
          id="register-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          aria-describedby="register-password-hint"
        />
        <p className="account-form__hint" id="register-password-hint">
          {t('account.register.passwordHint')}
        </p>
      </div>
      <button type="submit" className="button button--primary account-form__submit" disabled={!session || pending}>
        {registering ? t('account.register.pending') : t('account.register.submit')}
      </button>
    </form>
  );
}
