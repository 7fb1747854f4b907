// WooCommerce's "Customer note" mail: a shop manager added a note meant for the customer to their
// order, and the customer is told in their language, the note first; the rest of the mail is every
// customer mail's (customer-mail.ts). The note is the shop's plain text, escaped in the HTML.
import { plainTextHtml } from '../../common/plainTextHtml';
import { customerMail } from './customer-mail';
import { escapeHtml as escape } from './html-escape';
import type { MailMessage } from './mail-transport';
import type { OrderMail } from './order-mail';

export function customerNoteMessage(mail: OrderMail, note: string, shopName: string): MailMessage {
  return customerMail(mail, shopName, ({ t }) => {
    const intro = t('mail.customerNote.intro', { number: mail.orderNumber });
    const reminder = t('mail.customerNote.reminder');
    return {
      subject: t('mail.customerNote.subject', { number: mail.orderNumber, shop: shopName }),
      heading: t('mail.customerNote.heading'),
      text: [intro, '', note, '', reminder],
      html: `<p>${escape(intro)}</p>
<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #e5e5e5;">${plainTextHtml(note)}</blockquote>
<p>${escape(reminder)}</p>`,
      outboxName: `order-${mail.orderNumber}-note`,
    };
  });
}
