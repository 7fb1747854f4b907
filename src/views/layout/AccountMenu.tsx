// The signed-in customer's entry in the header (SPEC §2): their name (the first name once they have
// one, customerName), linking to the account; for a viewer with an avatar, a dropdown with Wishlist,
// My Account and Logout. A disclosure button opens a list of links; Escape closes it and puts focus back on the button, as does a click elsewhere,
// focus leaving it or following a link. Whether it is open is plain DOM state.
import { useSelector } from '../../machines/useSelector';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { customerName } from '../../domain/session/customerName';
import { t } from '../../i18n';
import { useSessionActor } from '../account/useSessionActor';
import { UserIcon } from '../ui/icons';
import './AccountMenu.css';

export default function AccountMenu() {
  const session = useSessionActor();
  const customer = useSelector(session, (snapshot) => snapshot?.context.customer ?? null);
  const name = customer ? customerName(customer) : '';
  if (!session || !customer?.avatarUrl) {
    return (
      <Link href="/my-account" className="header-action site-header__account">
        <UserIcon />
        <span className="site-header__account-label">{name || t('header.myAccount')}</span>
      </Link>
    );
  }
  return <AvatarMenu name={name} avatarUrl={customer.avatarUrl} logout={() => session.send({ type: 'LOGOUT' })} />;
}

function AvatarMenu({ name, avatarUrl, logout }: { name: string; avatarUrl: string; logout: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => setOpen(false);
  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  // Focus leaving the menu (Tab past its last entry) closes it.
  const closeOnBlur = (event: React.FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className="account-menu" ref={root} onKeyDown={closeOnEscape} onBlur={closeOnBlur}>
      <button
        ref={button}
        type="button"
        className="header-action account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('header.accountMenu')}: ${name}`}
        onClick={() => setOpen((shown) => !shown)}
      >
        <img className="account-menu__avatar" src={avatarUrl} alt="" width={28} height={28} />
        <span className="account-menu__name" aria-hidden="true">
          {name}
        </span>
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <li>
          <Link href="/my-account?tab=wishlist" className="account-menu__item" onClick={close}>
            {t('header.wishlist')}
          </Link>
        </li>
        <li>
          <Link href="/my-account" className="account-menu__item" onClick={close}>
            {t('header.myAccount')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="account-menu__item"
            onClick={() => {
              close();
              logout();
            }}
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
