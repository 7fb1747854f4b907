// The account page (SPEC §2 /my-account). Signed out: the sign-in and registration forms side by
// side (stacked on phones) with the provider buttons; signed in: the account's frame with the
// chosen section. Whether the visitor is signed in is known in the browser, once the session
// (which comes with the cart's code) has read the stored sign-in. Until then the page shows what
// the server rendered: the forms when the request said the browser keeps no sign-in
// (common/signedInHint.ts), else the account's frame, whose section and name follow. The forms
// send nothing before the session runs.
import { lazy, Suspense, useDeferredValue } from 'react';
import { useSearch } from 'wouter';
import type { AccountData } from '../../screens/account';
import { t } from '../../i18n';
import { accountTabOf } from '../../machines/pageActors/account';
import { useHydratingSelector } from '../useHydratingSelector';
import { PageHeader } from '../ui/PageHeader';
import { AccountFrame } from './AccountFrame';
import { LoginForm } from './LoginForm';
import { ProviderButtons } from './ProviderButtons';
import { RegisterForm } from './RegisterForm';
import { SectionLoading } from './SectionLoading';
import { SessionAlert } from './SessionAlert';
import { useSessionActor } from './useSessionActor';
import '../ui/Page.css';
import '../ui/FormField.css';
import './AccountPage.css';

/** The forms and tabs this page runs in the root system (machines/screen.ts). */
export { accountPageActors as pageActors } from '../../machines/pageActors/account';

// A section's code comes only for a signed-in customer (the address forms bring checkout's code).
const AccountSection = lazy(() => import('./tabs/AccountSection').then(async ({ loadAccountSection }) => ({ default: await loadAccountSection() })));

export default function AccountPage({ data }: { data: AccountData }) {
  const session = useSessionActor() ?? null;
  const knownSignedIn = useHydratingSelector(session, (snapshot) => snapshot.matches({ auth: 'signedIn' }), data.signedOut ? false : (null as boolean | null));
  // The customer's frame and section are a large render: React does it in slices, yielding to the
  // browser, rather than in the task that learned of the sign-in (a transition's render, which an
  // actor's update through useSyncExternalStore is not).
  const signedIn = useDeferredValue(knownSignedIn);

  const current = accountTabOf(useSearch());
  if (signedIn !== false) {
    return (
      <AccountFrame current={current} session={signedIn ? session : null}>
        {signedIn ? (
          <Suspense fallback={<SectionLoading />}>
            <AccountSection current={current} />
          </Suspense>
        ) : (
          <SectionLoading />
        )}
      </AccountFrame>
    );
  }

  return (
    <div className="container page account-page">
      <PageHeader title={t('account.title')} />
      <SessionAlert session={session} />
      <div className="account-page__forms">
        <section className="account-page__card" aria-labelledby="login-title">
          <h2 className="account-page__card-title" id="login-title">
            {t('account.login.title')}
          </h2>
          <LoginForm session={session} />
          <ProviderButtons />
        </section>
        <section className="account-page__card" aria-labelledby="register-title">
          <h2 className="account-page__card-title" id="register-title">
            {t('account.register.title')}
          </h2>
          <p className="account-page__lead">{t('account.register.lead')}</p>
          <RegisterForm session={session} />
        </section>
      </div>
    </div>
  );
}
