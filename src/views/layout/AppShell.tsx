// The frame around every page: skip link, loading bar, header, the page itself, footer, and the
// two slide-in panels. The design tokens and base styles are imported here once for the whole app.
// The footer and the closed panels need no code for the first paint: they hydrate when it arrives.
import type { ReactNode } from 'react';
import '../styles/tokens.css';
import '../styles/base.css';
import { t } from '../../i18n';
import { deferredPart } from '../deferredPart';
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
      <CartPanel />
      <MobileMenu />
    </div>
  );
}
