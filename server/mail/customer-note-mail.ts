// WooCommerce's "Customer note" mail: a shop manager added a note meant for the customer to their
// order, and the customer is told in their language, with the note and the order itself
// (order-details.ts) and the link back to it. The note is the shop's plain text; the HTML escapes it
// and every value of the order.
import { plainTextHtml } from '../../common/plainTextHtml';
import { escapeHtml as escape } from './html-escape';
import { mailLanguage, type MailLanguage } from './mail-language';
import { mailPage } from './mail-page';
import type { MailMessage } from './mail-transport';
import { orderDetailsHtml, orderDetailsText } from './order-details';
import type { OrderMail } from './order-mail';

function textBody(mail: OrderMail, note: string, shopName: string, language: MailLanguage): string {
  const { t } = language;
  return [
    t('mail.greeting', { name: mail.customerName }),
    '',
    t('mail.customerNote.intro', { number: mail.orderNumber }),
    '',
    note,
    '',
    t('mail.customerNote.reminder'),
    '',
    ...orderDetailsText(mail, language),
    '',
    `${t('mail.label', { label: t('mail.openOrder') })} ${mail.orderUrl}`,
    '',
    shopName,
    '',
  ].join('\n');
}

function htmlBody(mail: OrderMail, note: string, shopName: string, language: MailLanguage): string {
  const { t, tag } = language;
  const body = `<p>${escape(t('mail.greeting', { name: mail.customerName }))}</p>
<p>${escape(t('mail.customerNote.intro', { number: mail.orderNumber }))}</p>
<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #e5e5e5;">${plainTextHtml(note)}</blockquote>
<p>${escape(t('mail.customerNote.reminder'))}</p>
${orderDetailsHtml(mail, language)}
<p><a href="${escape(mail.orderUrl)}">${escape(t('mail.openOrder'))}</a></p>
<p>${escape(shopName)}</p>`;
  return mailPage({ lang: tag, title: t('mail.customerNote.subject', { number: mail.orderNumber, shop: shopName }), heading: t('mail.customerNote.heading'), body });
}

export function customerNoteMessage(mail: OrderMail, note: string, shopName: string): MailMessage {
  const language = mailLanguage(mail.locale, mail.currency);
  return {
    to: mail.to,
    subject: language.t('mail.customerNote.subject', { number: mail.orderNumber, shop: shopName }),
    text: textBody(mail, note, shopName, language),
    html: htmlBody(mail, note, shopName, language),
    outboxName: `order-${mail.orderNumber}-note`,
  };
}
