// The shop's own mails of an order, as WooCommerce's admin mails: "New order" for every placed order,
// "Cancelled order" when a processing or on-hold order is cancelled, "Failed order" when an order's
// payment fails. Sent to the shop (SHOP_EMAIL) in the shop's language, with the order's number and
// date, the customer, the lines, totals and payment method, the customer's note and the addresses
// with email and phone. Every value is the customer's or the order's, so the HTML escapes each.
import { escapeHtml as escape } from './html-escape';
import { mailLanguage, type MailLanguage } from './mail-language';
import { mailPage } from './mail-page';
import type { MailMessage } from './mail-transport';
import { orderDetailsHtml, orderDetailsText } from './order-details';
import type { OrderMail, ShopOrderMailKind } from './order-mail';

/** The mail's own words, by its kind. */
function words(kind: ShopOrderMailKind, mail: OrderMail, shopName: string, { t }: MailLanguage) {
  const texts = `mail.shopOrder.${kind}`;
  const values = { number: mail.orderNumber, shop: shopName, name: mail.customerName };
  return {
    subject: t(`${texts}.subject`, values),
    heading: t(`${texts}.heading`, values),
    intro: t(`${texts}.intro`, values),
    closing: t(`${texts}.closing`, values),
  };
}

function textBody(kind: ShopOrderMailKind, mail: OrderMail, shopName: string, language: MailLanguage): string {
  const { intro, closing } = words(kind, mail, shopName, language);
  return [intro, '', ...orderDetailsText(mail, language), '', closing, ''].join('\n');
}

function htmlBody(kind: ShopOrderMailKind, mail: OrderMail, shopName: string, language: MailLanguage): string {
  const { subject, heading, intro, closing } = words(kind, mail, shopName, language);
  const body = `<p>${escape(intro)}</p>
${orderDetailsHtml(mail, language)}
<p>${escape(closing)}</p>`;
  return mailPage({ lang: language.tag, title: subject, heading, body });
}

/** The mail to the shop of an order, written from the order mail made in the shop's language. */
export function shopOrderMessage(kind: ShopOrderMailKind, mail: OrderMail, shopName: string, shopEmail: string): MailMessage {
  const language = mailLanguage(mail.locale, mail.currency);
  return {
    to: shopEmail,
    subject: words(kind, mail, shopName, language).subject,
    text: textBody(kind, mail, shopName, language),
    html: htmlBody(kind, mail, shopName, language),
    outboxName: `${kind}-order-${mail.orderNumber}`,
  };
}
