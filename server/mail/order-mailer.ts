// The OrderMailer checkout is given: the confirmation to the shopper and the "New order" mail to the
// shop (SHOP_EMAIL), rendered and queued in the mail outbox in the order's own transaction, and sent once the order is committed, without
// the shopper's answer waiting on it. A mail that cannot be sent is logged and tried again by the
// outbox; the order stands.
import type { Database } from '../db/connection';
import { queueMail, type MailOutbox } from './mail-outbox';
import { newOrderMessage } from './new-order-mail';
import { orderConfirmationMessage } from './order-confirmation';
import type { OrderMailer } from './order-mail';

export function createOrderMailer(outbox: MailOutbox, shopName: string, shopEmail: string): OrderMailer {
  return {
    queueConfirmation: (tx, mail) => queueMail(tx, orderConfirmationMessage(mail, shopName)),
    queueNewOrder: (tx, mail) => queueMail(tx, newOrderMessage(mail, shopName, shopEmail)),
    sendQueued: (db: Database) => outbox.kick(db),
  };
}
