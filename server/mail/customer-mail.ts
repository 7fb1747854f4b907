// What every mail to a customer about their order has: a greeting, the mail's own lead (what
// happened), the order itself (order-details.ts), the link back to it and the shop's name, as plain
// text and as HTML in the shop's mail frame. Every value is the customer's or the order's, so the
// HTML escapes each one; the lead's HTML comes escaped.
import { escapeHtml as escape } from './html-escape';
import { mailLanguage, type MailLanguage } from './mail-language';
import { mailPage } from './mail-page';
import type { MailMessage } from './mail-transport';
import { orderDetailsHtml, orderDetailsText } from './order-details';
import type { OrderMail } from './order-mail';

export interface CustomerMailLead {
  subject: string;
  heading: string;
  /** The lead as lines of plain text. */
  text: string[];
  /** The lead as HTML, every value in it escaped. */
  html: string;
  outboxName: string;
}

/** The customer's mail of the order, in the mail's language, with the lead `leadOf` writes in it. */
export function customerMail(mail: OrderMail, shopName: string, leadOf: (language: MailLanguage) => CustomerMailLead): MailMessage {
  const language = mailLanguage(mail.locale, mail.currency);
  const { t } = language;
  const lead = leadOf(language);
  const text = [
    t('mail.greeting', { name: mail.customerName }),
    '',
    ...lead.text,
    '',
    ...orderDetailsText(mail, language),
    '',
    `${t('mail.label', { label: t('mail.openOrder') })} ${mail.orderUrl}`,
    '',
    shopName,
    '',
  ].join('\n');
  const body = `<p>${escape(t('mail.greeting', { name: mail.customerName }))}</p>
${lead.html}
${orderDetailsHtml(mail, language)}
<p><a href="${escape(mail.orderUrl)}">${escape(t('mail.openOrder'))}</a></p>
<p>${escape(shopName)}</p>`;
  return { to: mail.to, subject: lead.subject, text, html: mailPage({ lang: language.tag, title: lead.subject, heading: lead.heading, body }), outboxName: lead.outboxName };
}
