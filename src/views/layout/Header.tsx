// The site header (SPEC §2): logo, main menu, product search, wishlist, account entry and cart trigger. On
// small screens the menu moves into the slide-in MobileMenu and the search behind a toggle.
import { useEffect, useState } from 'react';
import { useSelector } from '../../machines/useSelector';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { usePage, useUi } from '../../machines/react';
import { MenuIcon, SearchIcon } from '../ui/icons';
import { AccountLink } from './AccountLink';
import { CartTrigger } from './CartTrigger';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { SearchForm } from './SearchForm';
import { WishlistLink } from './WishlistLink';
import './Header.css';

const SEARCH_ID = 'site-search';

export function Header() {
  const ui = useUi();
  const page = usePage();
  const menuOpen = useSelector(ui, (snapshot) => snapshot.matches({ menu: 'open' }));
  // Whether the phone layout shows the search row: plain DOM state, no shop logic.
  const [searchOpen, setSearchOpen] = useState(false);

  // Opening the search row means the shopper wants to type.
  useEffect(() => {
    if (searchOpen) document.getElementById(`${SEARCH_ID}-input`)?.focus();
  }, [searchOpen]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <button
          type="button"
          className="header-action site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t('header.menu')}
          onClick={() => ui.send({ type: 'TOGGLE_MENU' })}
        >
          <MenuIcon />
        </button>

        <Link href="/" className="site-header__logo">
          <Logo />
        </Link>

        <MainNav className="site-header__nav" route={page.route} path={page.path} />

        <SearchForm id={SEARCH_ID} className={`site-header__search${searchOpen ? ' site-header__search--open' : ''}`} />

        <div className="site-header__actions">
          <button
            type="button"
            className="header-action site-header__search-toggle"
            aria-expanded={searchOpen}
            aria-controls={SEARCH_ID}
            aria-label={t('search.toggle')}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon />
          </button>
          <WishlistLink />
          <AccountLink />
          <CartTrigger />
        </div>
      </div>
    </header>
  );
}
