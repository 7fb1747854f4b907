// SPEC §8: why the order was not placed, in the spec's words, with the store's (or the card
// provider's) own reason; or, before sending, that some fields need the shopper's attention.
import { forwardRef } from 'react';
import type { CheckoutError } from '../../machines/checkout';
import { t } from '../../i18n';
import './CheckoutAlert.css';
import { refusalText } from '../../i18n/refusalText';

interface CheckoutAlertProps {
  error: CheckoutError | null;
  /** Fields with problems are shown: the alert points to them. */
  hasProblems: boolean;
}

export const CheckoutAlert = forwardRef<HTMLDivElement, CheckoutAlertProps>(function CheckoutAlert({ error, hasProblems }, ref) {
  // Always in place, so what it says is announced when it changes.
  return (
    <div ref={ref} className="checkout-alert-region" role="alert" tabIndex={-1}>
      {error ? (
        <div className="checkout-alert">
          <p className="checkout-alert__message">{t(error.kind === 'payment' ? 'checkout.error.payment' : 'checkout.error.order')}</p>
          {error.reason && <p className="checkout-alert__reason">{refusalText(error.reason)}</p>}
          {!error.reason && hasProblems && <p className="checkout-alert__reason">{t('checkout.error.seeFields')}</p>}
        </div>
      ) : (
        hasProblems && (
          <div className="checkout-alert">
            <p className="checkout-alert__message">{t('checkout.error.checkFields')}</p>
          </div>
        )
      )}
    </div>
  );
});
