// The shop's mails besides the order mails (a password reset, a contact message), sent in
// the background: the request that asks for one answers without waiting on the mail server, and a
// mail that cannot be sent is logged, never answered as an error. The message is composed only
// once the request has moved on, so asking for a mail costs the request nothing measurable.
import type { MailFailureLog, MailMessage, MailTransport } from './mail-transport';

export interface ShopMailer {
  /** The shop's name, as its mails sign with it. */
  readonly shopName: string;
  /**
   * Composes and sends the mail after the current request's work; `what` names it in the log.
   * Resolves once it is sent or its failure is logged (tests wait on it; requests do not).
   */
  post(compose: () => MailMessage, what: string): Promise<void>;
}

const logToConsole: MailFailureLog = (message, error) => console.error(message, error);

export function createShopMailer(transport: MailTransport, shopName: string, logFailure: MailFailureLog = logToConsole): ShopMailer {
  return {
    shopName,
    post(compose, what) {
      return new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        try {
          await transport.send(compose());
        } catch (error) {
          logFailure(`The ${what} could not be sent (${transport.destination}).`, error);
        }
      });
    },
  };
}
