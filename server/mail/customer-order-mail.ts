// The customer's mail of their order's status, in their language, as WooCommerce's customer mails:
// "Order on hold" and "Processing order" (an order received: on hold while its payment is awaited,
// with how to pay it, or being processed), "Completed order" and "Refunded order"; the rest of the
// mail is every customer mail's (customer-mail.ts).
import { customerMail } from './customer-mail';
import { escapeHtml as escape } from './html-escape';
import type { MailMessage } from './mail-transport';
import type { CustomerOrderMail } from './order-mail';
import { paymentInstructionsHtml, paymentInstructionsText } from './payment-instructions-mail';

export function customerOrderMessage(mail: CustomerOrderMail, shopName: string): MailMessage {
  return customerMail(mail, shopName, (language) => {
    const { t, money } = language;
    const texts = `mail.customerOrder.${mail.status}`;
    const values = { number: mail.orderNumber, shop: shopName };
    const intro = t(`${texts}.intro`, values);
    const instructions = mail.paymentInstructions;
    return {
      subject: t(`${texts}.subject`, values),
      heading: t(`${texts}.heading`, values),
      text: [intro, ...(instructions ? ['', ...paymentInstructionsText(instructions, money(mail.total), mail.orderNumber, language)] : [])],
      html: `<p>${escape(intro)}</p>${instructions ? `\n${paymentInstructionsHtml(instructions, money(mail.total), mail.orderNumber, language)}` : ''}`,
      outboxName: `order-${mail.orderNumber}-${mail.status}`,
    };
  });
}
