// The welcome a new customer sees once registering has signed them in. The registration form may
// have been far down the page (on a phone, below the sign-in form): the page goes back to the top,
// and the welcome takes the focus so a screen reader says it.
import { useEffect, useRef } from 'react';
import { t } from '../../i18n';

export function NewAccountWelcome({ name }: { name: string }) {
  const welcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    welcome.current?.focus({ preventScroll: true });
  }, []);
  return (
    <p ref={welcome} className="account-frame__welcome" role="status" tabIndex={-1}>
      {t('accountTabs.welcome', { name })}
    </p>
  );
}
