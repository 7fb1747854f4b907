// The site footer: who the shop is, the pages a visitor looks for last, the language choice, and
// how every price on the page is meant (with or without VAT, shipping on top), as shops in the EU say.
import { Link } from 'wouter';
import { t } from '../../i18n';
import { useSettings } from '../../machines/react';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import './Footer.css';

export function Footer() {
  const { storeName, taxDisplayShop, termsPage } = useSettings();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p className="site-footer__about">{t('footer.about', { store: storeName })}</p>
        </div>

        <nav className="site-footer__nav" aria-label={t('footer.navLabel')}>
          <div>
            <h2 className="site-footer__heading">{t('footer.shop')}</h2>
            <ul className="site-footer__links">
              <li>
                <Link href="/products">{t('nav.allProducts')}</Link>
              </li>
              <li>
                <Link href="/categories">{t('nav.categories')}</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="site-footer__heading">{t('footer.help')}</h2>
            <ul className="site-footer__links">
              <li>
                <Link href="/contact">{t('nav.contact')}</Link>
              </li>
              <li>
                <Link href="/privacy-policy">{t('footer.privacy')}</Link>
              </li>
              {termsPage && (
                <li>
                  <Link href={termsPage}>{t('footer.terms')}</Link>
                </li>
              )}
            </ul>
          </div>
        </nav>

        <LanguageSwitcher />
      </div>
      <div className="container site-footer__bottom">
        <p>{t(taxDisplayShop === 'incl' ? 'price.listNoteIncl' : 'price.listNoteExcl')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), store: storeName })}</p>
      </div>
    </footer>
  );
}
