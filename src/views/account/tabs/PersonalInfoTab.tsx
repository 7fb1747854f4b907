// The personal info section: first and last name and email address. It renders the
// account details actor's snapshot and sends its events; the actor loads, saves and tells the session.
import { useSelector } from '../../../machines/useSelector';
import type { FormEvent } from 'react';
import type { PersonalInfo } from '../../../domain/account/types';
import { t } from '../../../i18n';
import { useScreenActor } from '../../../machines/react';
import type { SystemActors } from '../../../machines/system';
import { CheckoutField } from '../../checkout/CheckoutField';
import { LoadFailed } from './LoadFailed';
import { SectionLoading } from '../SectionLoading';
import { useSectionShown } from './useSectionShown';
import { UpdateStatus, type UpdateState } from './UpdateStatus';

interface FieldSpec {
  field: keyof PersonalInfo;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email';
  required?: boolean;
}

export function PersonalInfoTab() {
  const form = useScreenActor('accountDetails');
  return form ? <PersonalInfoForm form={form} /> : <SectionLoading />;
}

function PersonalInfoForm({ form }: { form: SystemActors['accountDetails'] }) {
  const snapshot = useSelector(form, (state) => state);
  const { personal, problems, error } = snapshot.context;
  const shown = useSectionShown(!snapshot.matches('loading'));

  if (!shown) return <SectionLoading />;
  if (snapshot.matches('loadFailed')) return <LoadFailed message={t('accountTabs.loadFailed')} onRetry={() => form.send({ type: 'RETRY' })} />;

  const updating = snapshot.matches({ ready: 'updating' });
  const state: UpdateState = updating ? 'updating' : snapshot.matches({ ready: 'updated' }) ? 'updated' : snapshot.matches({ ready: 'failed' }) ? 'failed' : 'idle';
  const fields: FieldSpec[] = [
    { field: 'firstName', label: t('checkout.field.firstName'), autoComplete: 'given-name' },
    { field: 'lastName', label: t('checkout.field.lastName'), autoComplete: 'family-name' },
    { field: 'email', label: t('checkout.field.email'), autoComplete: 'email', type: 'email', required: true },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'SAVE' });
  };

  return (
    <form className="account-edit" onSubmit={submit} noValidate>
      <fieldset className="account-edit__fields" disabled={updating}>
        <legend className="visually-hidden">{t('accountTabs.tab.details')}</legend>
        {fields.map(({ field, label, autoComplete, type = 'text', required }) => (
          <CheckoutField key={field} id={`account-${field}`} label={label} problem={problems[`personal.${field}`]} wide={field === 'email'}>
            {(described) => (
              <input
                {...described}
                name={field}
                type={type}
                autoComplete={autoComplete}
                required={required}
                value={personal[field]}
                onChange={(event) => form.send({ type: 'EDIT', field: `personal.${field}`, value: event.target.value })}
              />
            )}
          </CheckoutField>
        ))}
      </fieldset>
      <div className="account-edit__actions">
        <button type="submit" className="button button--primary" disabled={updating}>
          {t('accountTabs.details.save')}
        </button>
        <UpdateStatus state={state} reason={error} />
      </div>
    </form>
  );
}
