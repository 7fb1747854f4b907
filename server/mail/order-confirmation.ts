// The order confirmation mail in the shop's words: a plain-text and an HTML body with the order's
// number and date, its lines and totals, how it is paid, the addresses and the customer's note,
// and the link back to the order. Every value is the customer's or the order's, so the HTML
// escapes each one.
import { plainTextHtml } from '../../common/plainTextHtml';
import type { MailMessage } from './mail-transport';
import type { OrderMail } from './order-mail';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A formatted amount that is more than nothing ("€0.00" is not). */
const isSomething = (amount: string) => /[1-9]/.test(amount);

interface Row {
  label: string;
  value: string;
}

function totalRows(mail: OrderMail): Row[] {
  return [
    { label: 'Subtotal', value: mail.subtotal },
    ...(isSomething(mail.discountTotal) ? [{ label: 'Discount', value: `-${mail.discountTotal}` }] : []),
    { label: 'Shipping', value: isSomething(mail.shippingTotal) ? mail.shippingTotal : 'Free' },
    ...(isSomething(mail.totalTax) ? [{ label: 'Tax', value: mail.totalTax }] : []),
    { label: 'Total', value: mail.total },
    { label: 'Payment method', value: mail.paymentMethodTitle },
  ];
}

function addresses(mail: OrderMail): { title: string; lines: string[] }[] {
  return [
    { title: 'Billing address', lines: mail.billingAddress },
    { title: 'Shipping address', lines: mail.shippingAddress },
  ].filter((address) => address.lines.length > 0);
}

export function orderConfirmationSubject(mail: OrderMail, shopName: string): string {
  return `Your order #${mail.orderNumber} at ${shopName} has been received`;
}

function textBody(mail: OrderMail, shopName: string): string {
  const date = dateFormat.format(new Date(mail.date));
  const width = Math.max(...totalRows(mail).map((row) => row.label.length)) + 2;
  return [
    `Hi ${mail.customerName},`,
    '',
    `Thank you for your order. We have received order #${mail.orderNumber}; here is what you ordered.`,
    '',
    `Order #${mail.orderNumber} (${date})`,
    '',
    ...mail.lines.map((line) => `${line.name} × ${line.quantity}: ${line.total}`),
    '',
    ...totalRows(mail).map((row) => `${`${row.label}:`.padEnd(width)}${row.value}`),
    ...(mail.customerNote ? ['', 'Your note:', mail.customerNote] : []),
    ...addresses(mail).flatMap((address) => ['', `${address.title}:`, ...address.lines]),
    '',
    `See your order at any time: ${mail.orderUrl}`,
    '',
    shopName,
    '',
  ].join('\n');
}

function htmlBody(mail: OrderMail, shopName: string): string {
  const date = dateFormat.format(new Date(mail.date));
  const cell = 'padding:8px;border-bottom:1px solid #e5e5e5;text-align:left;';
  const lineRows = mail.lines
    .map((line) => `<tr><td style="${cell}">${escape(line.name)}</td><td style="${cell}">${line.quantity}</td><td style="${cell}">${escape(line.total)}</td></tr>`)
    .join('\n');
  const totals = totalRows(mail)
    .map((row) => `<tr><th scope="row" colspan="2" style="${cell}">${escape(row.label)}</th><td style="${cell}">${escape(row.value)}</td></tr>`)
    .join('\n');
  const note = mail.customerNote ? `<h2 style="font-size:16px;">Your note</h2>\n${plainTextHtml(mail.customerNote)}` : '';
  const addressBlocks = addresses(mail)
    .map((address) => `<h2 style="font-size:16px;">${escape(address.title)}</h2>\n<p>${address.lines.map(escape).join('<br />\n')}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(orderConfirmationSubject(mail, shopName))}</title></head>
<body style="margin:0;padding:24px;background:#f7f7f7;font-family:Helvetica,Arial,sans-serif;color:#222;">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;">
<h1 style="font-size:22px;">Thank you for your order</h1>
<p>Hi ${escape(mail.customerName)},</p>
<p>We have received order #${escape(mail.orderNumber)}; here is what you ordered.</p>
<h2 style="font-size:16px;">Order #${escape(mail.orderNumber)} (${escape(date)})</h2>
<table style="width:100%;border-collapse:collapse;">
<thead><tr><th style="${cell}">Product</th><th style="${cell}">Quantity</th><th style="${cell}">Price</th></tr></thead>
<tbody>
${lineRows}
</tbody>
<tfoot>
${totals}
</tfoot>
</table>
${note}
${addressBlocks}
<p><a href="${escape(mail.orderUrl)}">See your order</a> at any time.</p>
<p>${escape(shopName)}</p>
</div>
</body>
</html>
`;
}

export function orderConfirmationMessage(mail: OrderMail, shopName: string): MailMessage {
  return {
    to: mail.to,
    subject: orderConfirmationSubject(mail, shopName),
    text: textBody(mail, shopName),
    html: htmlBody(mail, shopName),
    outboxName: `order-${mail.orderNumber}`,
  };
}
