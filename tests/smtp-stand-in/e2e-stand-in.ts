// The browser tests' SMTP stand-in: where it listens (beside the shop's port, so runs on other
// ports keep apart), how it is started (tests/e2e/servers.ts), and the shop's
// SMTP_URL that sends its mail there. Tests read the mails from `${url}/messages`.
import type { ReceivedMail } from './smtp-stand-in';

export interface E2ESmtpStandIn {
  /** The HTTP side; the tests wait for `${url}/messages` before they start. */
  url: string;
  command: string;
  shopEnv: Record<string, string>;
}

export function e2eSmtpStandIn(shopPort: number): E2ESmtpStandIn {
  const smtpPort = shopPort + 12_000;
  const httpPort = shopPort + 13_000;
  return {
    url: `http://127.0.0.1:${httpPort}`,
    command: `node --import tsx tests/smtp-stand-in/cli.ts --smtp-port ${smtpPort} --http-port ${httpPort}`,
    shopEnv: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  };
}

/** The mails the stand-in received for `to`, oldest first. */
export async function receivedMails(standIn: E2ESmtpStandIn, to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${standIn.url}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as ReceivedMail[];
}
