// A problem of a checkout field in words: the form's own checks, or the store's reason as it gave it.
import type { Problem } from '../../domain/checkout/problems';
import { t } from '../../i18n';

export function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'required':
      return t('checkout.problem.required');
    case 'email':
      return t('checkout.problem.email');
    case 'postcode':
      return t('checkout.problem.postcode');
    case 'paymentIncomplete':
      return t('checkout.problem.card');
    case 'termsNotAccepted':
      return t('checkout.problem.terms');
    case 'store':
      return problem.message;
  }
}
