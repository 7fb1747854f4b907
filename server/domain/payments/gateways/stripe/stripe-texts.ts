// Card payments through Stripe in the shop's six languages (German formal); the English is how
// WooCommerce's Stripe gateway names itself.
import type { LocalizedGatewayTexts } from '../../gateway-texts';

export const stripeTexts: LocalizedGatewayTexts = {
  en_US: { title: 'Credit Card (Stripe)', description: 'Pay with your credit card via Stripe.', instructions: '' },
  de_DE: { title: 'Kreditkarte (Stripe)', description: 'Bezahlen Sie mit Ihrer Kreditkarte über Stripe.', instructions: '' },
  es_ES: { title: 'Tarjeta de crédito (Stripe)', description: 'Paga con tu tarjeta de crédito a través de Stripe.', instructions: '' },
  fr_FR: { title: 'Carte bancaire (Stripe)', description: 'Payez par carte bancaire via Stripe.', instructions: '' },
  it_IT: { title: 'Carta di credito (Stripe)', description: 'Paga con la tua carta di credito tramite Stripe.', instructions: '' },
  pt_BR: { title: 'Cartão de crédito (Stripe)', description: 'Pague com seu cartão de crédito via Stripe.', instructions: '' },
};
