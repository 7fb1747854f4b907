// Direct bank transfer in the shop's six languages (German formal). The description is
// WooCommerce's own; the instructions lead into the bank details the order page and mail show.
import type { LocalizedGatewayTexts } from '../../gateway-texts';

export const bacsTexts: LocalizedGatewayTexts = {
  en_US: {
    title: 'Direct bank transfer',
    description:
      'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
    instructions:
      'Please transfer the amount below to our bank account and use your order number as the payment reference. Your order will be shipped once the funds have cleared in our account.',
  },
  de_DE: {
    title: 'Direkte Banküberweisung',
    description:
      'Bitte überweisen Sie den Betrag direkt auf unser Bankkonto und geben Sie Ihre Bestellnummer als Verwendungszweck an. Ihre Bestellung wird versandt, sobald der Betrag auf unserem Konto eingegangen ist.',
    instructions:
      'Bitte überweisen Sie den unten genannten Betrag auf unser Bankkonto und geben Sie Ihre Bestellnummer als Verwendungszweck an. Wir versenden Ihre Bestellung, sobald der Betrag auf unserem Konto eingegangen ist.',
  },
  es_ES: {
    title: 'Transferencia bancaria directa',
    description:
      'Realiza el pago directamente en nuestra cuenta bancaria. Usa el número de pedido como referencia del pago. No enviaremos tu pedido hasta que el importe se haya recibido en nuestra cuenta.',
    instructions:
      'Transfiere el importe indicado a continuación a nuestra cuenta bancaria y usa tu número de pedido como referencia del pago. Enviaremos tu pedido en cuanto el importe se haya recibido en nuestra cuenta.',
  },
  fr_FR: {
    title: 'Virement bancaire',
    description:
      'Effectuez le paiement directement sur notre compte bancaire. Veuillez indiquer votre numéro de commande comme référence du paiement. Votre commande sera expédiée dès réception des fonds sur notre compte.',
    instructions:
      'Veuillez virer le montant ci-dessous sur notre compte bancaire en indiquant votre numéro de commande comme référence du paiement. Votre commande sera expédiée dès réception des fonds sur notre compte.',
  },
  it_IT: {
    title: 'Bonifico bancario',
    description:
      "Effettua il pagamento direttamente sul nostro conto bancario. Usa il numero dell'ordine come causale. Il tuo ordine verrà spedito dopo l'accredito dell'importo sul nostro conto.",
    instructions:
      "Trasferisci l'importo indicato qui sotto sul nostro conto bancario usando il numero dell'ordine come causale. Spediremo il tuo ordine dopo l'accredito dell'importo sul nostro conto.",
  },
  pt_BR: {
    title: 'Transferência bancária',
    description:
      'Faça o pagamento diretamente em nossa conta bancária. Use o número do pedido como referência do pagamento. Seu pedido será enviado assim que o valor for creditado em nossa conta.',
    instructions:
      'Transfira o valor abaixo para a nossa conta bancária usando o número do pedido como referência do pagamento. Seu pedido será enviado assim que o valor for creditado em nossa conta.',
  },
};
