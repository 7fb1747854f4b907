// The password reset mail in the shopper's language: who asked, the one-time link to set a new
// password (valid for an hour), and what to do if it was not them. The link carries the key; the
// shop keeps only its hash.
import type { Locale } from '../../common/locales';
import { escapeHtml } from './html-escape';
import { mailWords } from './mail-language';
import { mailPage } from './mail-page';
import type { MailMessage } from './mail-transport';

export interface PasswordResetMail {
  locale: Locale;
  to: string;
  /** How the mail greets them: their first name, else their username. */
  name: string;
  username: string;
  /** The lost-password page with the key and login, in the shopper's language. */
  resetUrl: string;
}

export function passwordResetMessage(mail: PasswordResetMail, shopName: string): MailMessage {
  const { t, tag } = mailWords(mail.locale);
  const subject = t('mail.passwordReset.subject', { shop: shopName });
  const greeting = t('mail.passwordReset.greeting', { name: mail.name });
  const intro = t('mail.passwordReset.intro', { username: mail.username, shop: shopName });
  const action = t('mail.passwordReset.action');
  const expiry = t('mail.passwordReset.expiry');
  const ignore = t('mail.passwordReset.ignore');
  const button = 'display:inline-block;padding:12px 20px;background:#222;color:#fff;text-decoration:none;border-radius:4px;';
  return {
    to: mail.to,
    subject,
    text: [greeting, '', intro, '', t('mail.label', { label: action }), mail.resetUrl, '', expiry, ignore, '', shopName, ''].join('\n'),
    html: mailPage({
      lang: tag,
      title: subject,
      heading: t('mail.passwordReset.heading'),
      body: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<p><a href="${escapeHtml(mail.resetUrl)}" style="${button}">${escapeHtml(action)}</a></p>`,
        `<p>${escapeHtml(expiry)}<br />\n${escapeHtml(ignore)}</p>`,
        `<p>${escapeHtml(shopName)}</p>`,
      ].join('\n'),
    }),
    outboxName: 'password-reset',
  };
}
