// The customer's mail of their order's status, in their language, as WooCommerce's customer mails:
// "Order on hold" and "Processing order" (an order received: on hold while its payment is awaited,
// with how to pay it, or being processed), "Completed order" and "Refunded order". A plain-text and
// an HTML body with a greeting, what happened, the order itself (order-details.ts) and the link back
// to it. Every value is the customer's or the order's, so the HTML escapes each one.
import { escapeHtml as escape } from './html-escape';
import { mailLanguage, type MailLanguage } from './mail-language';
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
  const { t, money } = language;
  const { subject, heading, intro } = words(mail, shopName, language);
  return `<!doctype html>
<html lang="${language.tag}">
<head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f7f7;font-family:Helvetica,Arial,sans-serif;color:#222;">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;">
<h1 style="font-size:22px;">${escape(heading)}</h1>
<p>${escape(t('mail.greeting', { name: mail.customerName }))}</p>
<p>${escape(intro)}</p>
${mail.paymentInstructions ? paymentInstructionsHtml(mail.paymentInstructions, money(mail.total), mail.orderNumber, language) : ''}
${orderDetailsHtml(mail, language)}
<p><a href="${escape(mail.orderUrl)}">${escape(t('mail.openOrder'))}</a></p>
<p>${escape(shopName)}</p>
</div>
</body>
</html>
`;
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
