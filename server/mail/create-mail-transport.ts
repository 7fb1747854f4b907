// The shop's mail transport as configured: through an SMTP server when SMTP_URL is set, otherwise
// as .eml files in the outbox folder (MAIL_OUTBOX), where a developer opens them.
import type { MailTransport, Sender } from './mail-transport';
import { outboxTransport } from './outbox-transport';
import { smtpTransport } from './smtp-transport';

export interface MailSettings {
  /** smtp(s)://user:pass@host:port; unset means the outbox. */
  smtpUrl: string | undefined;
  /** The sender (MAIL_FROM, e.g. `"Woven & Co." <orders@shop.example>`); unset means the shop's name at shop@localhost. */
  from: string | undefined;
  /** The folder .eml files are written to when there is no SMTP server. */
  outbox: string;
}

export function createMailTransport(settings: MailSettings, shopName: string): MailTransport {
  const from: Sender = settings.from ?? { name: shopName, address: 'shop@localhost' };
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl, from) : outboxTransport(settings.outbox, from);
}
