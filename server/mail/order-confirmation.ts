// The order confirmation mail in the shopper's language: a plain-text and an HTML body with a
// greeting, how to pay the order when a transfer or cheque is awaited, the order itself
// (order-details.ts), and the link back to it. Every value is the customer's or the order's, so
// the HTML escapes each one.
import { escapeHtml as escape } from './html-escape';
import { mailLanguage, type MailLanguage } from './mail-language';
import type { MailMessage } from './mail-transport';
import { orderDetailsHtml, orderDetailsText } from './order-details';
import type { OrderMail } from './order-mail';
import { paymentInstructionsHtml, paymentInstructionsText } from './payment-instructions-mail';

function subject(mail: OrderMail, shopName: string, { t }: MailLanguage): string {
  return t('mail.subject', { number: mail.orderNumber, shop: shopName });
}

function textBody(mail: OrderMail, shopName: string, language: MailLanguage): string {
  const { t, money } = language;
  return [
    t('mail.greeting', { name: mail.customerName }),
    '',
    `${t('mail.thanks')} ${t('mail.received', { number: mail.orderNumber })}`,
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

function htmlBody(mail: OrderMail, shopName: string, language: MailLanguage): string {
  const { t, money } = language;
  return `<!doctype html>
<html lang="${language.tag}">
<head><meta charset="utf-8"><title>${escape(subject(mail, shopName, language))}</title></head>
<body style="margin:0;padding:24px;background:#f7f7f7;font-family:Helvetica,Arial,sans-serif;color:#222;">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;">
<h1 style="font-size:22px;">${escape(t('mail.heading'))}</h1>
<p>${escape(t('mail.greeting', { name: mail.customerName }))}</p>
<p>${escape(t('mail.received', { number: mail.orderNumber }))}</p>
${mail.paymentInstructions ? paymentInstructionsHtml(mail.paymentInstructions, money(mail.total), mail.orderNumber, language) : ''}
${orderDetailsHtml(mail, language)}
<p><a href="${escape(mail.orderUrl)}">${escape(t('mail.openOrder'))}</a></p>
<p>${escape(shopName)}</p>
</div>
</body>
</html>
`;
}

export function orderConfirmationMessage(mail: OrderMail, shopName: string): MailMessage {
  const language = mailLanguage(mail.locale, mail.currency);
  return {
    to: mail.to,
    subject: subject(mail, shopName, language),
    text: textBody(mail, shopName, language),
    html: htmlBody(mail, shopName, language),
    outboxName: `order-${mail.orderNumber}`,
  };
}
