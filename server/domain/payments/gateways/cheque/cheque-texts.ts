// Cheque payments in the shop's six languages (German formal); the instructions lead into the
// payee and postal address the order page and mail show.
import type { LocalizedGatewayTexts } from '../../gateway-texts';

export const chequeTexts: LocalizedGatewayTexts = {
  en_US: {
    title: 'Check payments',
    description: 'Please send a check to the shop. Your order will be shipped once the check has cleared.',
    instructions:
      'Please make your check payable to the payee below for the amount shown, write your order number on the back and send it to the address below. Your order will be shipped once the check has cleared.',
  },
  de_DE: {
    title: 'Zahlung per Scheck',
    description: 'Bitte senden Sie uns einen Scheck. Ihre Bestellung wird versandt, sobald der Scheck eingelöst ist.',
    instructions:
      'Bitte stellen Sie einen Scheck über den unten genannten Betrag auf den Zahlungsempfänger aus, vermerken Sie Ihre Bestellnummer auf der Rückseite und senden Sie ihn an die unten genannte Adresse. Wir versenden Ihre Bestellung, sobald der Scheck eingelöst ist.',
  },
  es_ES: {
    title: 'Pago con cheque',
    description: 'Envía un cheque a la tienda. Enviaremos tu pedido cuando se haya cobrado el cheque.',
    instructions:
      'Extiende un cheque por el importe indicado a nombre del beneficiario que figura abajo, escribe tu número de pedido en el reverso y envíalo a la dirección indicada. Enviaremos tu pedido cuando se haya cobrado el cheque.',
  },
  fr_FR: {
    title: 'Paiement par chèque',
    description: 'Veuillez envoyer un chèque à la boutique. Votre commande sera expédiée dès l’encaissement du chèque.',
    instructions:
      'Veuillez libeller votre chèque du montant indiqué à l’ordre du bénéficiaire ci-dessous, inscrire votre numéro de commande au dos et l’envoyer à l’adresse ci-dessous. Votre commande sera expédiée dès l’encaissement du chèque.',
  },
  it_IT: {
    title: 'Pagamento con assegno',
    description: "Invia un assegno al negozio. Il tuo ordine verrà spedito dopo l'incasso dell'assegno.",
    instructions:
      "Intesta l'assegno per l'importo indicato al beneficiario qui sotto, scrivi il numero dell'ordine sul retro e invialo all'indirizzo indicato. Spediremo il tuo ordine dopo l'incasso dell'assegno.",
  },
  pt_BR: {
    title: 'Pagamento com cheque',
    description: 'Envie um cheque para a loja. Seu pedido será enviado assim que o cheque for compensado.',
    instructions:
      'Preencha o cheque com o valor indicado, nominal ao favorecido abaixo, escreva o número do pedido no verso e envie-o para o endereço abaixo. Seu pedido será enviado assim que o cheque for compensado.',
  },
};
