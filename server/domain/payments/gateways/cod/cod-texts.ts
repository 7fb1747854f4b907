// Cash on delivery in the shop's six languages (German formal), as WooCommerce words it.
import type { LocalizedGatewayTexts } from '../../gateway-texts';

export const codTexts: LocalizedGatewayTexts = {
  en_US: { title: 'Cash on delivery', description: 'Pay with cash upon delivery.', instructions: 'Pay with cash upon delivery.' },
  de_DE: { title: 'Nachnahme', description: 'Bezahlen Sie bar bei Lieferung.', instructions: 'Bezahlen Sie bar bei Lieferung.' },
  es_ES: { title: 'Contra reembolso', description: 'Paga en efectivo en el momento de la entrega.', instructions: 'Paga en efectivo en el momento de la entrega.' },
  fr_FR: { title: 'Paiement à la livraison', description: 'Payez en espèces à la livraison.', instructions: 'Payez en espèces à la livraison.' },
  it_IT: { title: 'Pagamento alla consegna', description: 'Paga in contanti alla consegna.', instructions: 'Paga in contanti alla consegna.' },
  pt_BR: { title: 'Pagamento na entrega', description: 'Pague em dinheiro na entrega.', instructions: 'Pague em dinheiro na entrega.' },
};
