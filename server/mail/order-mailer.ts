// The OrderMailer the shop is given: the customer's mails of their order's status and of a note the
// shop added for them, and the shop's own mails of an order (to SHOP_EMAIL), rendered and queued in the mail outbox in the transaction of the
// change that sends them, and sent once it is committed, without the answer waiting on them. A mail
// that cannot be sent is logged and tried again by the outbox; the change stands.
import type { Database } from '../db/connection';
import { customerNoteMessage } from './customer-note-mail';
import { customerOrderMessage } from './customer-order-mail';
import { queueMail, type MailOutbox } from './mail-outbox';
import type { OrderMailer } from './order-mail';
import { shopOrderMessage } from './shop-order-mail';

export function createOrderMailer(outbox: MailOutbox, shopName: string, shopEmail: string): OrderMailer {
  return {
    queueToCustomer: (tx, mail) => queueMail(tx, customerOrderMessage(mail, shopName)),
    queueNoteToCustomer: (tx, mail, note) => queueMail(tx, customerNoteMessage(mail, note, shopName)),
    queueToShop: (tx, kind, mail) => queueMail(tx, shopOrderMessage(kind, mail, shopName, shopEmail)),
    sendQueued: (db: Database) => outbox.kick(db),
  };
}
