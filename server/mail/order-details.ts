// What every order mail says of the order itself (the customer's mails of its status and the shop's
// own mails): its number, date and status, its lines, totals and payment method, the customer's
// note and the addresses, as plain text and as HTML. Every value is the customer's or the order's,
// so the HTML escapes each one.
import { plainTextHtml } from '../../common/plainTextHtml';
import { escapeHtml as escape } from './html-escape';
import type { MailLanguage } from './mail-language';
import type { OrderMail } from './order-mail';

interface Row {
  label: string;
  value: string;
}

/** The totals and the payment method, listed under the lines. */
function totalRows(mail: OrderMail, { t, money }: MailLanguage): Row[] {
  return [
    { label: t('mail.subtotal'), value: money(mail.subtotal) },
    ...(mail.discountTotal > 0 ? [{ label: t('mail.discount'), value: money(-mail.discountTotal) }] : []),
    { label: t('mail.shipping'), value: mail.shippingTotal > 0 ? money(mail.shippingTotal) : t('mail.freeShipping') },
    ...(mail.totalTax > 0 && !mail.pricesIncludeTax ? [{ label: t('mail.tax'), value: money(mail.totalTax) }] : []),
    { label: t('mail.total'), value: money(mail.total) },
    ...(mail.totalTax > 0 && mail.pricesIncludeTax ? [{ label: t('mail.taxIncluded'), value: money(mail.totalTax) }] : []),
    { label: t('mail.paymentMethod'), value: mail.paymentMethodTitle },
  ];
}

function addresses(mail: OrderMail, { t }: MailLanguage): { title: string; lines: string[] }[] {
  return [
    { title: t('mail.billingAddress'), lines: mail.billingAddress },
    { title: t('mail.shippingAddress'), lines: mail.shippingAddress },
  ].filter((address) => address.lines.length > 0);
}

function orderTitle(mail: OrderMail, { t, date }: MailLanguage): string {
  return t('mail.orderTitle', { number: mail.orderNumber, date: date(mail.date) });
}

function statusLine(mail: OrderMail, { t }: MailLanguage): string {
  return t('mail.statusLine', { status: t(`mail.status.${mail.status}`) });
}

/** The order as lines of plain text, the totals' values in one column. */
export function orderDetailsText(mail: OrderMail, language: MailLanguage): string[] {
  const { t, money } = language;
  // 'Total:' in most languages, 'Total :' in French.
  const labelled = (label: string) => t('mail.label', { label });
  const rows = totalRows(mail, language).map((row) => ({ label: labelled(row.label), value: row.value }));
  const width = Math.max(...rows.map((row) => row.label.length)) + 1;
  return [
    orderTitle(mail, language),
    statusLine(mail, language),
    '',
    ...mail.lines.map((line) => t('mail.line', { name: line.name, quantity: line.quantity, total: money(line.total) })),
    '',
    ...rows.map((row) => `${row.label.padEnd(width)}${row.value}`),
    ...(mail.customerNote ? ['', labelled(t('mail.note')), mail.customerNote] : []),
    ...addresses(mail, language).flatMap((address) => ['', labelled(address.title), ...address.lines]),
  ];
}

/** The order as HTML: a heading, its status, a table of lines and totals, the note and the addresses. */
export function orderDetailsHtml(mail: OrderMail, language: MailLanguage): string {
  const { t, money } = language;
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
  return `<h2 style="font-size:16px;">${escape(orderTitle(mail, language))}</h2>
<p>${escape(statusLine(mail, language))}</p>
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
${addressBlocks}`;
}
