// The shop's "New order" mail, as WooCommerce's admin mail: sent to the shop (SHOP_EMAIL) for every
// placed order, in the shop's language, with the order's number and date, the customer, the lines,
// totals and payment method, the customer's note and the addresses with email and phone, so the
// shop can pack and ship it. Every value is the customer's or the order's, so the HTML escapes each.
import { escapeHtml as escape } from './html-escape';
import { mailLanguage, type MailLanguage } from './mail-language';
import type { MailMessage } from './mail-transport';
import { orderDetailsHtml, orderDetailsText } from './order-details';
import type { OrderMail } from './order-mail';

function subject(mail: OrderMail, shopName: string, { t }: MailLanguage): string {
  return t('mail.newOrder.subject', { shop: shopName, number: mail.orderNumber });
}

function textBody(mail: OrderMail, language: MailLanguage): string {
  const { t } = language;
  return [t('mail.newOrder.intro', { name: mail.customerName }), '', ...orderDetailsText(mail, language), '', t('mail.newOrder.closing'), ''].join('\n');
}

function htmlBody(mail: OrderMail, shopName: string, language: MailLanguage): string {
  const { t } = language;
  return `<!doctype html>
<html lang="${language.tag}">
<head><meta charset="utf-8"><title>${escape(subject(mail, shopName, language))}</title></head>
<body style="margin:0;padding:24px;background:#f7f7f7;font-family:Helvetica,Arial,sans-serif;color:#222;">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;">
<h1 style="font-size:22px;">${escape(t('mail.newOrder.heading', { number: mail.orderNumber }))}</h1>
<p>${escape(t('mail.newOrder.intro', { name: mail.customerName }))}</p>
${orderDetailsHtml(mail, language)}
<p>${escape(t('mail.newOrder.closing'))}</p>
</div>
</body>
</html>
`;
}

/** The mail to the shop of an order, written from the order mail made in the shop's language. */
export function newOrderMessage(mail: OrderMail, shopName: string, shopEmail: string): MailMessage {
  const language = mailLanguage(mail.locale, mail.currency);
  return {
    to: shopEmail,
    subject: subject(mail, shopName, language),
    text: textBody(mail, language),
    html: htmlBody(mail, shopName, language),
    outboxName: `new-order-${mail.orderNumber}`,
  };
}
