// The signed-in account's frame (SPEC §2 Account): the heading and what the account holds, who is
// signed in with the button to sign out, the list of the account's sections, each a link whose
// URL's `?tab=` chooses it, and the chosen section's panel beside it (below it on phones). None of
// it waits for the customer but their name: the server renders the frame when the browser keeps a
// sign-in (common/signedInHint.ts), so the page paints its largest text with the page, and the
// browser fills in the name and the section's content without moving what is there.
import { useSelector } from '../../machines/useSelector';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { customerName } from '../../domain/session/customerName';
import { t } from '../../i18n';
import { accountTabs, type AccountTab } from '../../machines/pageActors/account';
import { useScreenActor } from '../../machines/react';
import type { SystemActors } from '../../machines/system';
import { routePath } from '../../routes';
import { PageHeader } from '../ui/PageHeader';
import { NewAccountWelcome } from './NewAccountWelcome';
import '../ui/Page.css';
import '../ui/Button.css';
import './AccountFrame.css';

function tabHref(tab: AccountTab): string {
  const account = routePath('account');
  return tab === 'details' ? account : `${account}?tab=${tab}`;
}

interface AccountFrameProps {
  current: AccountTab;
  /** The session, once it knows the customer; until then the frame keeps their name's place. */
  session: SystemActors['session'] | null;
  /** The chosen section's content. */
  children: ReactNode;
}

export function AccountFrame({ current, session, children }: AccountFrameProps) {
  const customer = useSelector(session ?? undefined, (snapshot) => snapshot?.context.customer ?? null);
  const newAccount = useSelector(session ?? undefined, (snapshot) => snapshot?.context.newAccount ?? false);
  // A shop_manager or administrator also has the shop's own area (machines/shop/shopAccess.ts).
  const runsShop = useSelector(useScreenActor('shopAccess'), (snapshot) => snapshot?.matches('manager') ?? false);
  const name = customer ? customerName(customer) : null;

  return (
    <div className="container page account-frame">
      <PageHeader title={t('account.title')} lead={t('accountTabs.lead')}>
        <div className="account-frame__customer">
          {session && name !== null && (
            <>
              <p className="account-frame__greeting">{t('accountTabs.greeting', { name })}</p>
              <button type="button" className="text-button text-button--quiet account-frame__logout" onClick={() => session.send({ type: 'LOGOUT' })}>
                {t('accountTabs.logout')}
              </button>
            </>
          )}
        </div>
      </PageHeader>
      {newAccount && name !== null && <NewAccountWelcome name={name} />}
      <div className="account-frame__layout">
        <nav className="account-frame__nav" aria-label={t('accountTabs.nav')}>
          <ul className="account-frame__list">
            {accountTabs.map((tab) => (
              <li key={tab}>
                <Link href={tabHref(tab)} className="account-frame__link" aria-current={tab === current ? 'page' : undefined}>
                  {t(`accountTabs.tab.${tab}`)}
                </Link>
              </li>
            ))}
            {runsShop && (
              <li>
                <Link href={routePath('shopOrders')} className="account-frame__link">
                  {t('shop.tab')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <section className="account-frame__panel" aria-labelledby="account-tab-title">
          <h2 id="account-tab-title" className="account-frame__title">
            {t(`accountTabs.tab.${current}`)}
          </h2>
          {children}
        </section>
      </div>
    </div>
  );
}
