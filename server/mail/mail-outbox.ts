// The shop's outgoing mail as rows (db/schema/mail-outbox.ts): a mail is queued in the
// transaction of what it tells of, and sent after commit by the sender here, so an answer never
// waits on the mail server and a mail is never sent for something rolled back. The sender takes
// due rows in a claim that moves each row's next attempt forward (FOR UPDATE SKIP LOCKED, so
// server processes sharing one PostgreSQL never take the same row), sends them, and marks each
// sent; a failed send is simply tried again when its next attempt is due, each time later
// (doubling from `retryBaseMs`, at most an hour), until `maxAttempts`. A send that outlasts its
// next attempt may be sent twice: mail is delivered at least once. A row is kept for
// `keepMs` after it was sent (or, never sent, after it was queued) and then trimmed, a batch at
// each poll: every order adds two, and a shop's outbox would otherwise only grow.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { outsideLanes } from '../db/request-lane';
import { queryRows } from '../db/rows';
import { mailOutbox } from '../db/schema/mail-outbox';
import type { MailFailureLog, MailMessage, MailTransport } from './mail-transport';

export interface MailOutboxOptions {
  /** The wait before the second try; each later one waits twice the one before, at most an hour. */
  retryBaseMs?: number;
  maxAttempts?: number;
  /** How often the sender looks for due mail when nothing tells it. */
  pollMs?: number;
  /** Rows taken in one claim. */
  batch?: number;
  /** How long a row stays after it was sent, or after it was queued when it never went. */
  keepMs?: number;
  logFailure?: MailFailureLog;
}

interface ClaimedMail {
  id: number;
  message: MailMessage;
  attempts: number;
}

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
/** Rows removed by one trim: a poll's worth of a busy day's mail, in one short statement. */
const trimBatch = 500;

/** In `tx`: keeps the message to be sent once `tx` commits. */
export async function queueMail(tx: Database, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values({ message });
}

export class MailOutbox {
  private readonly retryBaseMs: number;
  private readonly maxAttempts: number;
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly keepMs: number;
  private readonly logFailure: MailFailureLog;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly transport: MailTransport,
    options: MailOutboxOptions = {},
  ) {
    this.retryBaseMs = options.retryBaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.pollMs = options.pollMs ?? 30_000;
    this.batch = options.batch ?? 20;
    this.keepMs = options.keepMs ?? 30 * dayMs;
    this.logFailure = options.logFailure ?? ((message, error) => console.error(message, error));
  }

  /** Looks for due mail, and trims what was kept long enough, every `pollMs` until stopped. */
  start(db: Database): void {
    this.timer ??= setInterval(() => {
      this.kick(db);
      void outsideLanes(() => this.trim(db)).catch((error) => this.logFailure('The mail outbox could not be trimmed.', error));
    }, this.pollMs);
    this.timer.unref();
    this.kick(db);
  }

  /**
   * Sends what is due soon, without the caller waiting (after a commit that queued mail); outside
   * the request's lane, which stops taking queries once the request is answered.
   */
  kick(db: Database): void {
    void outsideLanes(() => this.sendDue(db));
  }

  /** Sends every due mail, resolving once none is left; a call while it runs makes it look once more. */
  sendDue(db: Database): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        while ((await this.sendBatch(db)) > 0);
      } while (this.again);
    })()
      .catch((error) => this.logFailure(`The mail outbox could not be read (${this.transport.destination}).`, error))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** Stops looking, once what is being sent is sent. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Removes up to a batch of rows kept for `keepMs` since they were sent, or since they were queued when they were never sent; answers how many. */
  async trim(db: Database): Promise<number> {
    const removed = await queryRows<{ id: number }>(
      db,
      sql`delete from mail_outbox where id in (
          select id from mail_outbox where coalesce(sent_at, created_at) < now() - ${this.keepMs}::float8 * interval '1 millisecond'
          limit ${trimBatch})
        returning id`,
    );
    return removed.length;
  }

  /** Claims up to a batch of due rows and sends them; answers how many it claimed. */
  private async sendBatch(db: Database): Promise<number> {
    const claimed = await queryRows<ClaimedMail>(
      db,
      sql`update mail_outbox set attempts = attempts + 1,
          next_attempt_at = now() + least(${this.retryBaseMs}::float8 * power(2, attempts), ${hourMs}::float8) * interval '1 millisecond'
        where id in (
          select id from mail_outbox where sent_at is null and next_attempt_at <= now() and attempts < ${this.maxAttempts}
          order by id limit ${this.batch} for update skip locked)
        returning id, message, attempts`,
    );
    for (const mail of claimed) {
      try {
        await this.transport.send(mail.message);
        // Marked in a transaction of its own: on PostgreSQL one that loses its connection (a
        // restart) runs again (db/lost-connection.ts), so a mail that went is not sent a second time.
        await db.transaction((tx) => tx.execute(sql`update mail_outbox set sent_at = now() where id = ${mail.id}`));
      } catch (error) {
        const next = mail.attempts < this.maxAttempts ? 'it is tried again later' : 'it is not tried again';
        this.logFailure(`The mail "${mail.message.subject}" to ${mail.message.to} could not be sent (${this.transport.destination}, try ${mail.attempts}; ${next}).`, error);
      }
    }
    return claimed.length;
  }
}
