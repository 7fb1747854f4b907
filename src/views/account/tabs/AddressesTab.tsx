// The addresses section: the billing and the shipping address, with checkout's address forms (the
// shop's countries, each country's states). It renders the account details actor's snapshot and
// sends its events; the actor loads, saves and tells the session, whose checkout starts from them.
import { useSelector } from '../../../machines/useSelector';
import type { FormEvent } from 'react';
import { t } from '../../../i18n';
import { useScreenActor } from '../../../machines/react';
import type { SystemActors } from '../../../machines/system';
import { AddressForm } from '../../checkout/AddressForm';
import { LoadFailed } from './LoadFailed';
import { SectionLoading } from '../SectionLoading';
import { useSectionShown } from './useSectionShown';
import { UpdateStatus, type UpdateState } from './UpdateStatus';

export function AddressesTab() {
  const form = useScreenActor('accountDetails');
  return form ? <AddressesForm form={form} /> : <SectionLoading />;
}

function AddressesForm({ form }: { form: SystemActors['accountDetails'] }) {
  const snapshot = useSelector(form, (state) => state);
  const { billing, shipping, countries, states, problems, error } = snapshot.context;
  const shown = useSectionShown(!snapshot.matches('loading'));

  if (!shown) return <SectionLoading />;
  if (snapshot.matches('loadFailed')) return <LoadFailed message={t('accountTabs.loadFailed')} onRetry={() => form.send({ type: 'RETRY' })} />;

  const updating = snapshot.matches({ ready: 'updating' });
  const state: UpdateState = updating ? 'updating' : snapshot.matches({ ready: 'updated' }) ? 'updated' : snapshot.matches({ ready: 'failed' }) ? 'failed' : 'idle';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'SAVE' });
  };

  return (
    <form className="account-edit" onSubmit={submit} noValidate>
      {(['billing', 'shipping'] as const).map((name) => {
        const address = name === 'billing' ? billing : shipping;
        return (
          <fieldset key={name} className="account-edit__address" disabled={updating}>
            <legend className="account-edit__legend">{t(`accountTabs.addresses.${name}`)}</legend>
            <AddressForm
              name={name}
              address={address}
              countries={countries}
              states={address.country ? states[address.country] : []}
              problems={problems}
              onEdit={(field, value) => form.send({ type: 'EDIT', field: `${name}.${field}`, value })}
            />
          </fieldset>
        );
      })}
      <div className="account-edit__actions">
        <button type="submit" className="button button--primary" disabled={updating}>
          {t('accountTabs.addresses.save')}
        </button>
        {/* A refusal shown at its field leaves the status pointing there. */}
        <UpdateStatus state={state} reason={error ?? (state === 'failed' && Object.keys(problems).length > 0 ? t('checkout.error.seeFields') : null)} />
      </div>
    </form>
  );
}
