// The shop's "New order" mail, as WooCommerce's admin mail: sent to the shop (SHOP_EMAIL) for every
// placed order, in the shop's language, with the order's number and date, the customer, the lines,
// totals and payment method, the customer's note and the addresses with email and phone, so the
// shop can pack and ship it. Every value is the customer's or the order's, so the HTML escapes each.
import { plainTextHtml } from '../../common/plainTextHtml';
import { escapeHtml as escape } from './html-escape';
import { mailLanguage, type MailLanguage } from './mail-language';
import type { MailMessage } from './mail-transport';
import { addresses, totalRows } from './order-confirmation';
import type { OrderMail } from './order-mail';

function subject(mail: OrderMail, shopName: string, { t }: MailLanguage): string {
  return t('mail.newOrder.subject', { shop: shopName, number: mail.orderNumber });
}

function textBody(mail: OrderMail, language: MailLanguage): string {
  const { t, money, date } = language;
  const labelled = (label: string) => t('mail.label', { label });
  const rows = totalRows(mail, language).map((row) => ({ label: labelled(row.label), value: row.value }));
  const width = Math.max(...rows.map((row) => row.label.length)) + 1;
  return [
    t('mail.newOrder.intro', { name: mail.customerName }),
    '',
    t('mail.orderTitle', { number: mail.orderNumber, date: date(mail.date) }),
    t('mail.statusLine', { status: t(`mail.status.${mail.status}`) }),
    '',
    ...mail.lines.map((line) => t('mail.line', { name: line.name, quantity: line.quantity, total: money(line.total) })),
    '',
    ...rows.map((row) => `${row.label.padEnd(width)}${row.value}`),
    ...(mail.customerNote ? ['', labelled(t('mail.note')), mail.customerNote] : []),
    ...addresses(mail, language).flatMap((address) => ['', labelled(address.title), ...address.lines]),
    '',
    t('mail.newOrder.closing'),
    '',
  ].join('\n');
}

function htmlBody(mail: OrderMail, shopName: string, language: MailLanguage): string {
  const { t, money, date } = language;
  const cell = 'padding:8px;border-bottom:1px solid #e5e5e5;text-align:left;';
  const lineRows = mail.lines
    .map((line) => `<tr><td style="${cell}">${escape(line.name)}</td><td style="${cell}">${line.quantity}</td><td style="${cell}">${escape(money(line.total))}</td></tr>`)
    .join('\n');
  const totals = totalRows(mail, language)
    .map((row) => `<tr><th scope="row" colspan="2" style="${cell}">${escape(row.label)}</th><td style="${cell}">${escape(row.value)}</td></tr>`)
    .join('\n');
  const note = mail.customerNote ? `<h2 style="font-size:16px;">${escape(t('mail.note'))}</h2>\n${plainTextHtml(mail.customerNote)}` : '';
  const addressBlocks = addresses(mail, language)
    .map((address) => `<h2 style="font-size:16px;">${escape(address.title)}</h2>\n<p>${address.lines.map(escape).join('<br />\n')}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language.tag}">
<head><meta charset="utf-8"><title>${escape(subject(mail, shopName, language))}</title></head>
<body style="margin:0;padding:24px;background:#f7f7f7;font-family:Helvetica,Arial,sans-serif;color:#222;">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;">
<h1 style="font-size:22px;">${escape(t('mail.newOrder.heading', { number: mail.orderNumber }))}</h1>
<p>${escape(t('mail.newOrder.intro', { name: mail.customerName }))}</p>
<h2 style="font-size:16px;">${escape(t('mail.orderTitle', { number: mail.orderNumber, date: date(mail.date) }))}</h2>
<p>${escape(t('mail.statusLine', { status: t(`mail.status.${mail.status}`) }))}</p>
<table style="width:100%;border-collapse:collapse;">
<thead><tr><th style="${cell}">${escape(t('mail.product'))}</th><th style="${cell}">${escape(t('mail.quantity'))}</th><th style="${cell}">${escape(t('mail.price'))}</th></tr></thead>
<tbody>
${lineRows}
</tbody>
<tfoot>
${totals}
</tfoot>
</table>
${note}
${addressBlocks}
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
