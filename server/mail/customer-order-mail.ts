// The customer's mail of their order's status, in their language, as WooCommerce's customer mails:
// "Order on hold" and "Processing order" (an order received: on hold while its payment is awaited,
// with how to pay it, or being processed), "Completed order" and "Refunded order". A plain-text and
// an HTML body with a greeting, what happened, the order itself (order-details.ts) and the link back
// to it. Every value is the customer's or the order's, so the HTML escapes each one.
import { escapeHtml as escape } from './html-escape';
import { mailLanguage, type MailLanguage } from './mail-language';
import { mailPage } from './mail-page';
import type { MailMessage } from './mail-transport';
import { orderDetailsHtml, orderDetailsText } from './order-details';
import type { CustomerOrderMail } from './order-mail';
import { paymentInstructionsHtml, paymentInstructionsText } from './payment-instructions-mail';

/** The mail's own words, by its status. */
function words(mail: CustomerOrderMail, shopName: string, { t }: MailLanguage) {
  const texts = `mail.customerOrder.${mail.status}`;
  const values = { number: mail.orderNumber, shop: shopName };
  return { subject: t(`${texts}.subject`, values), heading: t(`${texts}.heading`, values), intro: t(`${texts}.intro`, values) };
}

function textBody(mail: CustomerOrderMail, shopName: string, language: MailLanguage): string {
  const { t, money } = language;
  return [
    t('mail.greeting', { name: mail.customerName }),
    '',
    words(mail, shopName, language).intro,
    '',
    ...(mail.paymentInstructions ? [...paymentInstructionsText(mail.paymentInstructions, money(mail.total), mail.orderNumber, language), ''] : []),
    ...orderDetailsText(mail, language),
    '',
    `${t('mail.label', { label: t('mail.openOrder') })} ${mail.orderUrl}`,
    '',
    shopName,
    '',
  ].join('\n');
}

function htmlBody(mail: CustomerOrderMail, shopName: string, language: MailLanguage): string {
  const { t, money, tag } = language;
  const { subject, heading, intro } = words(mail, shopName, language);
  const body = `<p>${escape(t('mail.greeting', { name: mail.customerName }))}</p>
<p>${escape(intro)}</p>
${mail.paymentInstructions ? paymentInstructionsHtml(mail.paymentInstructions, money(mail.total), mail.orderNumber, language) : ''}
${orderDetailsHtml(mail, language)}
<p><a href="${escape(mail.orderUrl)}">${escape(t('mail.openOrder'))}</a></p>
<p>${escape(shopName)}</p>`;
  return mailPage({ lang: tag, title: subject, heading, body });
}

export function customerOrderMessage(mail: CustomerOrderMail, shopName: string): MailMessage {
  const language = mailLanguage(mail.locale, mail.currency);
  return {
    to: mail.to,
    subject: words(mail, shopName, language).subject,
    text: textBody(mail, shopName, language),
    html: htmlBody(mail, shopName, language),
    outboxName: `order-${mail.orderNumber}-${mail.status}`,
  };
}
