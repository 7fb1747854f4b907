// The header's account entry (SPEC §2): 'Sign In' for a visitor. Once the session (which comes with
// the cart's code) has a signed-in customer, their entry takes its place (AccountMenu), whose code
// loads only then, so none of it is in a page's first load.
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { useSessionActor } from '../account/useSessionActor';
import { useHydratingSelector } from '../useHydratingSelector';
import { UserIcon } from '../ui/icons';

const AccountMenu = lazy(() => import('./AccountMenu'));

export function AccountLink() {
  const signedIn = useHydratingSelector(useSessionActor() ?? null, (snapshot) => snapshot.matches({ auth: 'signedIn' }), false);
  const link = (
    <Link href="/my-account" className="header-action site-header__account">
      <UserIcon />
      <span className="site-header__account-label">{t('header.signIn')}</span>
    </Link>
  );
  return signedIn ? <Suspense fallback={link}><AccountMenu /></Suspense> : link;
}
