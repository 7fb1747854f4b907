// The frame around every page: skip link, loading bar, header, the page itself, footer, and the
// two slide-in panels. The design tokens and base styles are imported here once for the whole app.
// The footer needs no code for the first paint: it hydrates when its code arrives. The two panels
// are closed until a shopper opens one, so they are not in the server's HTML at all (a product
// page's server render took 5-10 % less CPU without them): the browser draws them once the page
// has hydrated and their code has arrived.
import { useDeferredValue, type ReactNode } from 'react';
import '../styles/tokens.css';
import '../styles/base.css';
import { t } from '../../i18n';
import { deferredPart } from '../deferredPart';
import { useHydrated } from '../useHydrated';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import './AppShell.css';

const Footer = deferredPart(() => import('./Footer').then((module) => module.Footer));
const CartPanel = deferredPart(() => import('./CartPanel').then((module) => module.loadCartPanel()));
const MobileMenu = deferredPart(() => import('./MobileMenu').then((module) => module.MobileMenu));

export default function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <LoadingBar />
      <Header />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id="main" className="app-shell__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ClosedPanels />
    </div>
  );
}

/**
 * The cart panel and the mobile menu, from a render after hydration on: a deferred one, which React
 * does in slices, so drawing them never lengthens the task that finished hydrating.
 */
function ClosedPanels() {
  const drawn = useDeferredValue(useHydrated());
  if (!drawn) return null;
  return (
    <>
      <CartPanel />
      <MobileMenu />
    </>
  );
}
