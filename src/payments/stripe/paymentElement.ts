// A card payment through Stripe's Payment Element, as Stripe's plug-in opens it: Stripe.js is loaded
// only now (the shopper chose the card), the store makes a PaymentIntent of the cart's total, the
// element mounts where the checkout view placed the payment slot, and confirming first submits the
// element, then confirms the intent without leaving the page. The store checks the intent again
// when the order is placed.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Appearance, StripeElementLocale, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import type { StripeClientConfig } from '../../../common/stripe-client-config';
import { createStripePaymentIntent } from '../../graphql/stripePaymentIntent';
import { currentLocale } from '../../i18n';
import { localeTags } from '../../i18n/locales';
import { paymentSlotId, type OpenPayment, type PaymentReport } from '../plugin';

/** The house style (views/styles/tokens.css), so the card fields look like the rest of the form. */
const appearance: Appearance = {
  theme: 'stripe',
  variables: { colorPrimary: '#1f4b3f', colorText: '#1c1a17', colorDanger: '#b42318', borderRadius: '8px' },
};

/** The card fields in the page's language: Stripe names languages by their code, Brazil's with its region. */
function stripeLocale(): StripeElementLocale {
  const tag = localeTags[currentLocale()];
  return (tag === 'pt-BR' ? tag : tag.slice(0, 2)) as StripeElementLocale;
}

/**
 * Loads the configured Stripe.js once per page. `loadStripe` would fetch it from js.stripe.com
 * only; with a script of the configured address already on the page, it opens that one.
 */
let scriptLoaded: Promise<void> | null = null;
function loadScript(url: string): Promise<void> {
  scriptLoaded ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoaded = null;
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return scriptLoaded;
}

export async function openPaymentElement(
  { endpoint, settings }: { endpoint: string; settings: StripeClientConfig },
  report: (event: PaymentReport) => void,
): Promise<OpenPayment> {
  await loadScript(settings.jsUrl);
  const [stripe, intent] = await Promise.all([loadStripe(settings.publishableKey), createStripePaymentIntent(endpoint)]);
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  const elements: StripeElements = stripe.elements({ clientSecret: intent.clientSecret, appearance, locale: stripeLocale() });
  const element: StripePaymentElement = elements.create('payment');
  element.on('change', (event) => report({ type: 'PAYMENT_CHANGED', complete: event.complete }));
  element.mount(`#${paymentSlotId}`);
  report({ type: 'PAYMENT_READY' });

  return {
    async confirm() {
      const submitted = await elements.submit();
      if (submitted.error) {
        report({ type: 'PAYMENT_DECLINED', message: submitted.error.message ?? '' });
        return;
      }
      const confirmed = await stripe.confirmPayment({ elements, redirect: 'if_required' });
      if (confirmed.error) report({ type: 'PAYMENT_DECLINED', message: confirmed.error.message ?? '' });
      else report({ type: 'PAYMENT_CONFIRMED', transactionId: confirmed.paymentIntent.id });
    },
    close: () => element.destroy(),
  };
}
