// The frame around every page: skip link, loading bar, header, the page itself, footer, and the
// two slide-in panels. The design tokens and base styles are imported here once for the whole app.
import type { ReactNode } from 'react';
import '../styles/tokens.css';
import '../styles/base.css';
import { t } from '../../i18n';
import { CartPanel } from './CartPanel';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { MobileMenu } from './MobileMenu';
import './AppShell.css';

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
