// WooCommerce's words before Place order: the privacy note and, when the shop has terms, the
// required box that accepts them, its refusal tied to it (aria-describedby), so the focus that
// lands on it after a refused attempt reads out what is wrong.
import type { Problem } from '../../domain/checkout/problems';
import { t } from '../../i18n';
import { TextWithLink } from '../ui/TextWithLink';
import { problemText } from './problemText';
import './CheckoutField.css';
import './TermsConsent.css';

interface TermsConsentProps {
  /** The shop's terms page; '' when it has none. */
  termsPage: string;
  accepted: boolean;
  problem: Problem | undefined;
  disabled: boolean;
  onAccept: (accepted: boolean) => void;
}

const problemId = 'checkout-terms-problem';

export function TermsConsent({ termsPage, accepted, problem, disabled, onAccept }: TermsConsentProps) {
  return (
    <div className="terms-consent">
      <p className="terms-consent__privacy">
        <TextWithLink message="checkout.terms.privacy" href="/privacy-policy" linkText={t('checkout.terms.privacyLink')} />
      </p>
      {termsPage && (
        <div>
          <label className="terms-consent__check">
            <input
              type="checkbox"
              name="terms"
              required
              checked={accepted}
              disabled={disabled}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => onAccept(event.target.checked)}
            />
            <span>
              <TextWithLink message="checkout.terms.accept" href={termsPage} linkText={t('checkout.terms.acceptLink')} />
              <span className="terms-consent__required" aria-hidden="true">
                {' *'}
              </span>
            </span>
          </label>
          {problem && (
            <p id={problemId} className="checkout-field__problem">
              {problemText(problem)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
