// The slide-in menu for small screens (SPEC §2): the main menu plus Wishlist and My Account (a
// signed-in customer's wishlist is their account's tab).
import { useCallback } from 'react';
import { useSelector } from '../../machines/useSelector';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { usePage, useUi } from '../../machines/react';
import { Drawer } from '../ui/Drawer';
import { useHydratingSelector } from '../useHydratingSelector';
import { ChevronRightIcon } from '../ui/icons';
import { splitQuery } from '../../splitQuery';
import { useSessionActor } from '../account/useSessionActor';
import { mainMenu, mobileExtras, wishlistHref } from './menu';
import './MobileMenu.css';

export function MobileMenu() {
  const ui = useUi();
  const page = usePage();
  // Drawn after hydration (AppShell), already open if the shopper opened it before its code arrived.
  const open = useSelector(ui, (snapshot) => snapshot.matches({ menu: 'open' }));
  const close = useCallback(() => ui.send({ type: 'CLOSE_MENU' }), [ui]);
  const escape = useCallback(() => ui.send({ type: 'KEY_ESCAPE' }), [ui]);
  const current = splitQuery(page.path).pathname;
  const session = useSessionActor();
  const signedIn = useHydratingSelector(session ?? null, (snapshot) => snapshot.matches({ auth: 'signedIn' }), false);

  return (
    <Drawer id="mobile-menu" side="left" open={open} title={t('nav.menu')} onClose={close} onEscape={escape}>
      <nav aria-label={t('nav.mobile')}>
        {[mainMenu, mobileExtras].map((items, group) => (
          <ul key={group} className="mobile-menu__list">
            {items.map((item) => {
              const href = item.href === '/wishlist' ? wishlistHref(signedIn) : item.href;
              return (
                <li key={item.href}>
                  {/* A link to the page already shown changes no route, so it closes the menu itself. */}
                  <Link href={href} className="mobile-menu__link" aria-current={current === href || page.path === href ? 'page' : undefined} onClick={close}>
                    {item.label()}
                    <ChevronRightIcon size={18} />
                  </Link>
                </li>
              );
            })}
          </ul>
        ))}
      </nav>
    </Drawer>
  );
}
