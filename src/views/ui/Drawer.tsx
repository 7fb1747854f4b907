// A modal panel that slides in from one side over a dimmed overlay: the cart panel and the mobile
// menu. Open/closed comes from the ui machine; this component only does what the DOM needs for a
// dialog: move focus in on open, keep Tab inside, close on Escape or an overlay click, and hand
// focus back to whatever opened it.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { t } from '../../i18n';
import { CloseIcon } from './icons';
import './IconButton.css';
import './Drawer.css';

interface DrawerProps {
  id: string;
  side: 'left' | 'right';
  open: boolean;
  title: string;
  onClose: () => void;
  onEscape: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Drawer({ id, side, open, title, onClose, onEscape, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      closeRef.current?.focus();
      return;
    }
    // Only take focus back if it was in the panel (or dropped to <body> when the panel hid);
    // after a route change the user may already be somewhere else on purpose.
    const panel = panelRef.current;
    const active = document.activeElement;
    if (returnFocusTo.current?.isConnected && (active === document.body || (panel && panel.contains(active)))) {
      returnFocusTo.current.focus();
    }
    returnFocusTo.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onEscape]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={`drawer drawer--${side}`} data-open={open} inert={!open}>
      <div className="drawer__overlay" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={trapTab}
      >
        <div className="drawer__header">
          <h2 id={`${id}-title`} className="drawer__title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="icon-button drawer__close" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <div className="drawer__body">{children}</div>
      </div>
    </div>
  );
}
