// The signed-in customer's account (SPEC §2 Account): a list of the account's sections, each a link
// whose URL's `?tab=` chooses it (personal info by default), and the chosen section beside it (below
// it on phones). It reads the session actor; the account page renders it only while signed in.
import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { currentLocale, t } from '../../../i18n';
import { loadCountryNames } from '../../../i18n/countryNames';
import { routePath } from '../../../routes';
import { PageHeader } from '../../ui/PageHeader';
import { useSessionActor } from '../useSessionActor';
import { AddressesTab } from './AddressesTab';
import { DownloadsTab } from './DownloadsTab';
import { OrdersTab } from './OrdersTab';
import { PasswordTab } from './PasswordTab';
import { PersonalInfoTab } from './PersonalInfoTab';
import { WishlistTab } from './WishlistTab';
import '../../ui/Page.css';
import './AccountTabs.css';

const tabs = ['details', 'addresses', 'password', 'orders', 'downloads', 'wishlist'] as const;
type Tab = (typeof tabs)[number];

function tabOf(search: string): Tab {
  const asked = new URLSearchParams(search).get('tab');
  return tabs.find((tab) => tab === asked) ?? 'details';
}

function tabHref(tab: Tab): string {
  const account = routePath('account');
  return tab === 'details' ? account : `${account}?tab=${tab}`;
}

/** The tabs, once the page's country names (the address forms' selects) are loaded. */
export async function loadAccountTabs() {
  await loadCountryNames(currentLocale());
  return AccountTabs;
}

export function AccountTabs() {
  const session = useSessionActor();
  const customer = useSelector(session, (snapshot) => snapshot?.context.customer ?? null);
  const current = tabOf(useSearch());
  if (!session || !customer) return null;

  const name = customer.firstName || customer.username;
  return (
    <div className="container page account-tabs">
      <PageHeader title={t('account.title')} lead={t('accountTabs.greeting', { name })}>
        <button type="button" className="account-tabs__logout" onClick={() => session.send({ type: 'LOGOUT' })}>
          {t('accountTabs.logout')}
        </button>
      </PageHeader>
      <div className="account-tabs__layout">
        <nav className="account-tabs__nav" aria-label={t('accountTabs.nav')}>
          <ul className="account-tabs__list">
            {tabs.map((tab) => (
              <li key={tab}>
                <Link href={tabHref(tab)} className="account-tabs__link" aria-current={tab === current ? 'page' : undefined}>
                  {t(`accountTabs.tab.${tab}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="account-tabs__panel" aria-labelledby="account-tab-title">
          <h2 id="account-tab-title" className="account-tabs__title">
            {t(`accountTabs.tab.${current}`)}
          </h2>
          {/* Each section starts afresh from the account when it is opened. */}
          {current === 'details' && <PersonalInfoTab key={customer.databaseId} customer={customer} session={session} />}
          {current === 'addresses' && <AddressesTab key={customer.databaseId} customer={customer} session={session} />}
          {current === 'password' && <PasswordTab key={customer.databaseId} customer={customer} session={session} />}
          {current === 'orders' && <OrdersTab />}
          {current === 'downloads' && <DownloadsTab />}
          {current === 'wishlist' && <WishlistTab />}
        </section>
      </div>
    </div>
  );
}
