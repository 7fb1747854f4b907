// The mail outbox: checkout answers without waiting on the mail server (the confirmation is queued
// with the order and sent after), a send that fails is tried again later until it goes, and two
// senders on one database never both send a row (on PostgreSQL each claims on a connection of its
// own, so their claims really meet).
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';
import { MailOutbox, queueMail } from '../../server/mail/mail-outbox';
import type { MailMessage, MailTransport } from '../../server/mail/mail-transport';
import { createOrderMailer } from '../../server/mail/order-mailer';
import { codCheckout, makeProduct, Shopper } from './checkout-shoppers';
import { describeBackends } from './harness';

/** A mail server the test steers: how long a send takes, how many sends fail first; it keeps what it was sent. */
class SteeredTransport implements MailTransport {
  readonly destination = 'steered test transport';
  readonly sent: MailMessage[] = [];
  sendMs = 0;
  failuresLeft = 0;

  async send(message: MailMessage): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, this.sendMs));
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('connection refused');
    }
    this.sent.push(message);
  }
}

const checkoutTransport = new SteeredTransport();
const failures: string[] = [];
const checkoutOutbox = new MailOutbox(checkoutTransport, { logFailure: (message) => failures.push(message) });

const message = (subject: string): MailMessage => ({ to: 'ada@example.com', subject, text: subject, html: `<p>${subject}</p>`, outboxName: 'test' });

async function rowOf(db: Database, subject: string) {
  const [row] = await queryRows<{ attempts: number; sent: boolean }>(
    db,
    sql`select attempts, sent_at is not null as sent from mail_outbox where message->>'subject' = ${subject}`,
  );
  return row;
}

describeBackends(
  'the mail outbox',
  (use) => {
    it('answers a checkout while its confirmation is still being sent, and sends it after', async () => {
      const api = use();
      checkoutTransport.sendMs = 3_000;
      checkoutTransport.sent.length = 0;
      const shopper = new Shopper(api);
      await shopper.add((await makeProduct(api)).id);
      const answer = await shopper.checkout(codCheckout());
      expect(answer.errors).toBeUndefined();
      // Answered before the mail server took the mail.
      expect(checkoutTransport.sent).toHaveLength(0);
      const orderId = /order-received\/(\d+)/.exec(answer.data.checkout.redirect)![1];
      await vi.waitFor(() => expect(checkoutTransport.sent.map((sent) => sent.outboxName)).toEqual([`order-${orderId}-processing`, `new-order-${orderId}`]), { timeout: 10_000 });
      await vi.waitFor(async () => expect(await rowOf(api.db, checkoutTransport.sent[0]!.subject)).toEqual({ attempts: 1, sent: true }));
      expect(failures).toEqual([]);
    });

    it('tries a mail that could not be sent again, later each time, until it goes', async () => {
      const { db } = use();
      const transport = new SteeredTransport();
      transport.failuresLeft = 2;
      const logged: string[] = [];
      const outbox = new MailOutbox(transport, { retryBaseMs: 1_000, logFailure: (line) => logged.push(line) });
      await queueMail(db, message('retried'));
      await outbox.sendDue(db);
      expect(await rowOf(db, 'retried')).toEqual({ attempts: 1, sent: false });
      // Not due again at once.
      await outbox.sendDue(db);
      expect(await rowOf(db, 'retried')).toEqual({ attempts: 1, sent: false });
      await vi.waitFor(
        async () => {
          await outbox.sendDue(db);
          expect(await rowOf(db, 'retried')).toEqual({ attempts: 3, sent: true });
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(transport.sent.map((sent) => sent.subject)).toEqual(['retried']);
      expect(logged).toEqual([
        'The mail "retried" to ada@example.com could not be sent (steered test transport, try 1; it is tried again later).',
        'The mail "retried" to ada@example.com could not be sent (steered test transport, try 2; it is tried again later).',
      ]);
    });

    it('trims rows kept long enough after they were sent, or after they were queued when they never went', async () => {
      const { db } = use();
      const outbox = new MailOutbox(new SteeredTransport(), { keepMs: 60 * 60 * 1000 });
      const subjects = ['trim: sent long ago', 'trim: sent just now', 'trim: never sent, queued long ago', 'trim: waiting'];
      for (const subject of subjects) await queueMail(db, message(subject));
      const age = (subject: string, column: 'sent_at' | 'created_at', hours: number) =>
        db.execute(sql`update mail_outbox set ${sql.raw(column)} = now() - ${hours}::float8 * interval '1 hour' where message->>'subject' = ${subject}`);
      await age('trim: sent long ago', 'sent_at', 2);
      await age('trim: sent just now', 'sent_at', 0);
      await age('trim: sent just now', 'created_at', 3);
      await age('trim: never sent, queued long ago', 'created_at', 2);
      // Rows of the other tests here were queued and sent moments ago: none is trimmed.
      expect(await outbox.trim(db)).toBe(2);
      const left = await queryRows<{ subject: string }>(db, sql`select message->>'subject' as subject from mail_outbox where message->>'subject' like 'trim:%' order by id`);
      expect(left.map((row) => row.subject)).toEqual(['trim: sent just now', 'trim: waiting']);
      expect(await outbox.trim(db)).toBe(0);
    });

    it('sends each mail once when two senders share the database', async () => {
      const { db } = use();
      const subjects = Array.from({ length: 30 }, (_, index) => `shared ${index}`);
      for (const subject of subjects) await queueMail(db, message(subject));
      const transports = [new SteeredTransport(), new SteeredTransport()];
      for (const transport of transports) transport.sendMs = 5;
      const senders = transports.map((transport) => new MailOutbox(transport, { batch: 1 }));
      await Promise.all(senders.map((sender) => sender.sendDue(db)));
      const sent = transports.flatMap((transport) => transport.sent.map((mail) => mail.subject)).filter((subject) => subject.startsWith('shared '));
      expect(sent.sort()).toEqual([...subjects].sort());
      for (const subject of subjects) expect(await rowOf(db, subject)).toEqual({ attempts: 1, sent: true });
    });
  },
  { writes: true, route: { orderMailer: createOrderMailer(checkoutOutbox, 'Woven & Co.', 'orders@shop.example') } },
);
