// How the shop's mail leaves the server, apart from what any one mail says: through an SMTP server
// when SMTP_URL is set, otherwise as .eml files in the outbox folder (MAIL_OUTBOX), where a
// developer opens them. The order confirmation uses it, and so will the accounts' mails.
import { outboxTransport } from './outbox-transport';
import { smtpTransport } from './smtp-transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes instead of the sender (a contact message: the shopper who wrote it). */
  replyTo?: string;
  /** What the outbox names its file after, e.g. `order-123`. */
  outboxName: string;
}

export interface MailTransport {
  /** Where mail goes, for the server's log (an SMTP host, or the outbox folder). */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  /** smtp(s)://user:pass@host:port; unset means the outbox. */
  smtpUrl: string | undefined;
  /** The sender (MAIL_FROM, e.g. `"Woven & Co." <orders@shop.example>`); unset means the shop's name at shop@localhost. */
  from: string | undefined;
  /** The folder .eml files are written to when there is no SMTP server. */
  outbox: string;
}

/** A sender as nodemailer takes it: an address with or without a name. */
export type Sender = string | { name: string; address: string };

export function createMailTransport(settings: MailSettings, shopName: string): MailTransport {
  const from: Sender = settings.from ?? { name: shopName, address: 'shop@localhost' };
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl, from) : outboxTransport(settings.outbox, from);
}
