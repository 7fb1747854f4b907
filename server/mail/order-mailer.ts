// The OrderMailer checkout is given: the confirmation in the shop's words, sent through the
// shop's mail transport. Checkout hands the mail over once the order is committed; a mail that
// cannot be sent is logged, and the order stands.
import type { MailTransport } from './mail-transport';
import { orderConfirmationMessage } from './order-confirmation';
import type { OrderMail, OrderMailer } from './order-mail';

export type MailFailureLog = (message: string, error: unknown) => void;

const logToConsole: MailFailureLog = (message, error) => console.error(message, error);

export function createOrderMailer(transport: MailTransport, shopName: string, logFailure: MailFailureLog = logToConsole): OrderMailer {
  return {
    async sendOrderConfirmation(mail: OrderMail) {
      try {
        await transport.send(orderConfirmationMessage(mail, shopName));
      } catch (error) {
        logFailure(`The confirmation of order #${mail.orderNumber} could not be sent (${transport.destination}).`, error);
      }
    },
  };
}
