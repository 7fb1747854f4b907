// The change password section: the current password, the new one and its confirmation. It renders
// the password change actor's snapshot and sends its events; the actor checks that the two match
// (SPEC §5), confirms the current password, sets the new one and hands the session its new tokens.
import { useSelector } from '../../../machines/useSelector';
import { useEffect, useRef, type FormEvent } from 'react';
import type { Problem } from '../../../domain/checkout/problems';
import { t } from '../../../i18n';
import type { PasswordField, PasswordProblem } from '../../../machines/passwordChange';
import { useScreenActor } from '../../../machines/react';
import type { SystemActors } from '../../../machines/system';
import { CheckoutField } from '../../checkout/CheckoutField';
import { SectionLoading } from '../SectionLoading';
import { refusalText } from '../../../i18n/refusalText';

const fields: { field: PasswordField; autoComplete: string }[] = [
  { field: 'current', autoComplete: 'current-password' },
  { field: 'password', autoComplete: 'new-password' },
  { field: 'confirm', autoComplete: 'new-password' },
];

function problemOf(problem: PasswordProblem | undefined, refusal: string | null): Problem | undefined {
  if (refusal) return { kind: 'store', message: refusalText(refusal) };
  if (problem === 'required') return { kind: 'required' };
  if (problem === 'mismatch') return { kind: 'store', message: t('accountTabs.password.mismatch') };
  return undefined;
}

export function PasswordTab() {
  const form = useScreenActor('passwordChange');
  return form ? <PasswordForm form={form} /> : <SectionLoading />;
}

function PasswordForm({ form }: { form: SystemActors['passwordChange'] }) {
  const snapshot = useSelector(form, (state) => state);
  const { fields: values, problems, currentRefusal, error, customer } = snapshot.context;
  const busy = snapshot.matches('confirming') || snapshot.matches('changing');
  const current = useRef<HTMLInputElement>(null);
  // A refused current password is what to fix: the focus goes there, where its message is read.
  useEffect(() => {
    if (currentRefusal) current.current?.focus();
  }, [currentRefusal]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'SUBMIT' });
  };

  return (
    <form className="account-edit account-edit--narrow" onSubmit={submit} noValidate>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={customer.username} readOnly hidden />
      <fieldset className="account-edit__fields account-edit__fields--single" disabled={busy}>
        <legend className="visually-hidden">{t('accountTabs.tab.password')}</legend>
        {fields.map(({ field, autoComplete }) => (
          <CheckoutField key={field} id={`account-password-${field}`} label={t(`accountTabs.password.${field}`)} problem={problemOf(problems[field], field === 'current' ? currentRefusal : null)} wide>
            {(described) => (
              <input
                {...described}
                ref={field === 'current' ? current : undefined}
                name={field}
                type="password"
                autoComplete={autoComplete}
                required
                value={values[field]}
                onChange={(event) => form.send({ type: 'EDIT', field, value: event.target.value })}
              />
            )}
          </CheckoutField>
        ))}
        <p className="account-edit__hint">{t('accountTabs.password.hint')}</p>
      </fieldset>
      {error && (
        <p className="account-edit__error" role="alert">
          {refusalText(error)}
        </p>
      )}
      <div className="account-edit__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('accountTabs.password.changing') : t('accountTabs.password.submit')}
        </button>
        <p className="account-update account-update--updated" role="status">
          {snapshot.matches('changed') && t('accountTabs.password.changed')}
        </p>
      </div>
    </form>
  );
}
