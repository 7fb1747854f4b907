// How the shop's mail leaves the server, apart from what any one mail says: a message and the
// transport that sends it (smtp-transport.ts, outbox-transport.ts; create-mail-transport.ts picks one).

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

/** A sender as nodemailer takes it: an address with or without a name. */
export type Sender = string | { name: string; address: string };

/** Where a mail that could not be sent is told (the server's log). */
export type MailFailureLog = (message: string, error: unknown) => void;
