// The signed-in customer's account (SPEC §2 Account): a list of the account's sections, each a link
// whose URL's `?tab=` chooses it (personal info by default), and the chosen section beside it (below
// it on phones), and the shop's own area for its managers. It reads the session actor; the account
// page renders it only while signed in.
import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { customerName } from '../../../domain/session/customerName';
import { currentLocale, t } from '../../../i18n';
import { loadCountryNames } from '../../../i18n/countryNames';
import { accountTabOf, accountTabs, type AccountTab } from '../../../machines/pageActors/account';
import { useScreenActor } from '../../../machines/react';
import { routePath } from '../../../routes';
import { PageHeader } from '../../ui/PageHeader';
import { useSessionActor } from '../useSessionActor';
import { AddressesTab } from './AddressesTab';
import { NewAccountWelcome } from './NewAccountWelcome';
import { DownloadsTab } from './DownloadsTab';
import { OrdersTab } from './OrdersTab';
import { PasswordTab } from './PasswordTab';
import { PersonalInfoTab } from './PersonalInfoTab';
import { WishlistTab } from './WishlistTab';
import '../../ui/Page.css';
import './AccountTabs.css';

function tabHref(tab: AccountTab): string {
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
  const newAccount = useSelector(session, (snapshot) => snapshot?.context.newAccount ?? false);
  const current = accountTabOf(useSearch());
  // A shop_manager or administrator also has the shop's own area (machines/shop/shopAccess.ts).
  const runsShop = useSelector(useScreenActor('shopAccess'), (snapshot) => snapshot?.matches('manager') ?? false);
  if (!session || !customer) return null;

  const name = customerName(customer);
  return (
    <div className="container page account-tabs">
      <PageHeader title={t('account.title')} lead={t('accountTabs.greeting', { name })}>
        <button type="button" className="account-tabs__logout" onClick={() => session.send({ type: 'LOGOUT' })}>
          {t('accountTabs.logout')}
        </button>
      </PageHeader>
      {newAccount && <NewAccountWelcome name={name} />}
      <div className="account-tabs__layout">
        <nav className="account-tabs__nav" aria-label={t('accountTabs.nav')}>
          <ul className="account-tabs__list">
            {accountTabs.map((tab) => (
              <li key={tab}>
                <Link href={tabHref(tab)} className="account-tabs__link" aria-current={tab === current ? 'page' : undefined}>
                  {t(`accountTabs.tab.${tab}`)}
                </Link>
              </li>
            ))}
            {runsShop && (
              <li>
                <Link href={routePath('shopOrders')} className="account-tabs__link">
                  {t('shop.tab')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <section className="account-tabs__panel" aria-labelledby="account-tab-title">
          <h2 id="account-tab-title" className="account-tabs__title">
            {t(`accountTabs.tab.${current}`)}
          </h2>
          {/* Each section's actor starts afresh from the account when it is opened (machines/screen.ts). */}
          {current === 'details' && <PersonalInfoTab />}
          {current === 'addresses' && <AddressesTab />}
          {current === 'password' && <PasswordTab />}
          {current === 'orders' && <OrdersTab />}
          {current === 'downloads' && <DownloadsTab />}
          {current === 'wishlist' && <WishlistTab />}
        </section>
      </div>
    </div>
  );
}
