// Mail as .eml files in a folder (MAIL_OUTBOX), for a shop without an SMTP server: development,
// demos and tests. nodemailer writes the whole message (headers, text and HTML parts), so a mail
// program opens the file as the customer would see the mail. Files are named
// `<timestamp>-<outboxName>.eml`, so they sort by when they were sent.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport, Sender } from './mail-transport';

function timestamp(date: Date): string {
  // 2026-11-24T09-41-07-123Z: ISO 8601 without the colons some file systems refuse.
  return date.toISOString().replace(/[:.]/g, '-');
}

function isFileThere(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EEXIST';
}

export function outboxTransport(folder: string, from: Sender): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  const outbox = resolve(folder);
  return {
    destination: `outbox ${outbox}`,
    async send({ to, subject, text, html, replyTo, outboxName }: MailMessage) {
      const { message } = await transporter.sendMail({ to, subject, text, html, replyTo });
      await mkdir(outbox, { recursive: true });
      const base = `${timestamp(new Date())}-${outboxName.replace(/[^\w-]/g, '_')}`;
      // Two mails of one name in one millisecond each keep their own file.
      for (let copy = 1; ; copy++) {
        try {
          await writeFile(join(outbox, `${base}${copy > 1 ? `-${copy}` : ''}.eml`), message as Buffer, { flag: 'wx' });
          return;
        } catch (error) {
          if (!isFileThere(error)) throw error;
        }
      }
    },
  };
}
