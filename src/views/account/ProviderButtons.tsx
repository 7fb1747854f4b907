// Sign-in with a login provider (SPEC §3 Login client), beside the account page's sign-in forms:
// one link per provider the store offers, to the authorization URL it made for this visit, as
// full buttons or as icons (store setting socialLoginsDisplay, SPEC §9). Nothing shows while the
// providers are read, or when the store offers none. Choosing one tells the login clients actor,
// which keeps the sign-in's state for the return page.
import { useSelector } from '../../machines/useSelector';
import { t } from '../../i18n';
import { useScreenActor, useSettings } from '../../machines/react';
import type { SystemActors } from '../../machines/system';
import { ProviderIcon } from '../oauth/ProviderIcon';
import './ProviderButtons.css';

export function ProviderButtons() {
  const actor = useScreenActor('loginClients');
  return actor ? <ProviderList actor={actor} /> : null;
}

function ProviderList({ actor }: { actor: SystemActors['loginClients'] }) {
  const clients = useSelector(actor, (snapshot) => snapshot.context.clients);
  const display = useSettings().socialLoginsDisplay;
  if (clients.length === 0) return null;

  return (
    <section className="provider-buttons" aria-labelledby="provider-buttons-title">
      <h2 className="provider-buttons__title" id="provider-buttons-title">
        {t('oauth.providers.title')}
      </h2>
      <ul className={`provider-buttons__list provider-buttons__list--${display}`}>
        {clients.map((client) => {
          const label = t('oauth.providers.continueWith', { name: client.name });
          return (
            <li key={client.provider}>
              <a
                href={client.authorizationUrl}
                className={`provider-buttons__link provider-buttons__link--${display}`}
                onClick={() => actor.send({ type: 'CHOOSE', client })}
                {...(display === 'icons' ? { 'aria-label': label, title: label } : {})}
              >
                <ProviderIcon provider={client.provider} />
                {display === 'buttons' && <span>{label}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
