// A local mail server for tests, so a test reads the mail a shopper would get: an SMTP server
// (smtp-server, no TLS, no sign-in) that keeps every mail it receives in memory, read as a mail
// program reads it (mailparser), and a small HTTP server beside it: GET /messages answers them as
// JSON, oldest first (`?to=<address>` keeps those to one address), DELETE /messages forgets them.
// While told to refuse (`refuse(true)`), it answers every mail with a temporary failure (451), as
// a mail server that is down for a while does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The To header's addresses, joined by ', '. */
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpStandIn {
  /** SMTP_URL for the shop. */
  smtpUrl: string;
  /** The HTTP side: `${url}/messages`. */
  url: string;
  messages: ReceivedMail[];
  /** Refuse every mail from now on (true) or take them again (false). */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

export interface SmtpStandInOptions {
  /** 0 (the default) takes a free port; so does httpPort. */
  smtpPort?: number;
  httpPort?: number;
  host?: string;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []]
    .flat()
    .flatMap((object) => object.value.map((entry) => entry.address ?? ''))
    .join(', ');

function listen(server: Server | SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const http = server instanceof SMTPServer ? server.server : server;
    http.once('error', reject);
    server.listen(port, host, () => resolve((http.address() as AddressInfo).port));
  });
}

export async function startSmtpStandIn({ smtpPort = 0, httpPort = 0, host = '127.0.0.1' }: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const messages: ReceivedMail[] = [];
  let refusing = false;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      callback(refusing ? Object.assign(new Error('Mail service not available right now, try again later'), { responseCode: 451 }) : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push({
            to: addresses(parsed.to),
            from: addresses(parsed.from),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
    } else if (request.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const found = to ? messages.filter((message) => message.to.toLowerCase().split(', ').includes(to)) : messages;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    } else if (request.method === 'DELETE') {
      messages.length = 0;
      response.writeHead(204).end();
    } else {
      response.writeHead(405, { allow: 'GET, DELETE' }).end();
    }
  });
  const boundSmtp = await listen(smtp, smtpPort, host);
  const boundHttp = await listen(http, httpPort, host);
  return {
    smtpUrl: `smtp://${host}:${boundSmtp}`,
    url: `http://${host}:${boundHttp}`,
    messages,
    refuse: (on) => {
      refusing = on;
    },
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
