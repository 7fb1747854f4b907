// A contact message as the mail the shop receives: who wrote (Reply-To is their address, so the
// shop simply answers the mail), the subject and the message, framed in the language the shopper
// wrote in, which is the language to answer in.
import type { Locale } from '../../common/locales';
import { plainTextHtml } from '../../common/plainTextHtml';
import { escapeHtml } from './html-escape';
import { mailWords } from './mail-language';
import { mailPage } from './mail-page';
import type { MailMessage } from './mail-transport';

export interface ContactMail {
  locale: Locale;
  /** The shop's address (SHOP_EMAIL). */
  to: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function contactMessage(mail: ContactMail): MailMessage {
  const { t, tag } = mailWords(mail.locale);
  const subject = t('mail.contact.subject', { subject: mail.subject });
  const rows = [
    { label: t('mail.contact.from'), value: mail.name },
    { label: t('mail.contact.email'), value: mail.email },
    { label: t('mail.contact.subjectLabel'), value: mail.subject },
  ];
  const labelled = (label: string) => t('mail.label', { label });
  const replyHint = t('mail.contact.replyHint', { name: mail.name });
  return {
    to: mail.to,
    replyTo: mail.email,
    subject,
    text: [...rows.map((row) => `${labelled(row.label)} ${row.value}`), '', labelled(t('mail.contact.message')), mail.message, '', replyHint, ''].join('\n'),
    html: mailPage({
      lang: tag,
      title: subject,
      heading: t('mail.contact.heading'),
      body: [
        `<p>${rows.map((row) => `<strong>${escapeHtml(labelled(row.label))}</strong> ${escapeHtml(row.value)}`).join('<br />\n')}</p>`,
        `<h2 style="font-size:16px;">${escapeHtml(t('mail.contact.message'))}</h2>`,
        plainTextHtml(mail.message),
        `<p style="color:#666;">${escapeHtml(replyHint)}</p>`,
      ].join('\n'),
    }),
    outboxName: 'contact',
  };
}
