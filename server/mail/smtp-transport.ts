// Mail through an SMTP server (SMTP_URL), with nodemailer.
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport, Sender } from './mail-transport';

export function smtpTransport(smtpUrl: string, from: Sender): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  const url = new URL(smtpUrl);
  return {
    // Host and port only: the URL may carry a password.
    destination: `SMTP ${url.host}`,
    async send({ to, subject, text, html, replyTo }: MailMessage) {
      await transporter.sendMail({ to, subject, text, html, replyTo });
    },
  };
}
