// The browser tests' mail and login stand-ins, as tests/e2e/servers.ts starts them (their CLIs,
// from the e2e helpers): the SMTP stand-in receives the shop's mail through SMTP_URL and answers it
// over HTTP (GET /messages, filtered by ?to=, DELETE /messages), and refuses mail while told to; the OpenID Connect stand-in
// answers discovery at the issuer the shop's LOGIN_PROVIDERS names and signs in its shopper with a
// verified email.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLoginProviders } from '../../server/domain/accounts/oauth/login-provider-config';
import { createMailTransport } from '../../server/mail/create-mail-transport';
import { e2eOAuthStandIn } from '../oauth-stand-in/e2e-stand-in';
import { e2eSmtpStandIn, receivedMails } from '../smtp-stand-in/e2e-stand-in';
import { startSmtpStandIn } from '../smtp-stand-in/smtp-stand-in';

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A shop port whose stand-ins' ports beside it are free, away from the ports the e2e runs use. */
async function freeShopPort(): Promise<number> {
  for (;;) {
    const port = 30_000 + Math.floor(Math.random() * 10_000);
    if ((await isFree(port + 11_000)) && (await isFree(port + 12_000)) && (await isFree(port + 13_000))) return port;
  }
}

const shopPort = await freeShopPort();
const smtp = e2eSmtpStandIn(shopPort);
const oauth = e2eOAuthStandIn(shopPort);
const processes: ChildProcess[] = [];

async function started(command: string, readyUrl: string): Promise<void> {
  const child = spawn(command, { shell: true, stdio: 'ignore', detached: true });
  processes.push(child);
  for (let waited = 0; waited < 20_000; waited += 100) {
    if (await fetch(readyUrl).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${command} did not start`);
}

beforeAll(() => Promise.all([started(smtp.command, `${smtp.url}/messages`), started(oauth.command, `${oauth.url}/.well-known/openid-configuration`)]));
afterAll(() => {
  for (const child of processes) process.kill(-child.pid!, 'SIGTERM');
});

describe('SMTP stand-in', () => {
  it('keeps the mail the shop sends through SMTP_URL and answers it as JSON until cleared', async () => {
    const transport = createMailTransport({ smtpUrl: smtp.shopEnv.SMTP_URL, from: 'Shop <shop@shop.test>', outbox: '/nonexistent' }, 'Shop');
    await transport.send({ to: 'ada@example.com', replyTo: 'grace@example.com', subject: 'Größe', text: 'Hello\nthere', html: '<p>Hello</p>', outboxName: 'x' });
    await transport.send({ to: 'grace@example.com', subject: 'Other', text: 'Other', html: '<p>Other</p>', outboxName: 'y' });
    expect(await receivedMails(smtp, 'ADA@example.com')).toEqual([
      { to: 'ada@example.com', from: 'shop@shop.test', replyTo: 'grace@example.com', subject: 'Größe', text: 'Hello\nthere', html: '<p>Hello</p>' },
    ]);
    expect(await (await fetch(`${smtp.url}/messages`)).json()).toHaveLength(2);
    expect((await fetch(`${smtp.url}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${smtp.url}/messages`)).json()).toEqual([]);
  });

  it('refuses every mail with a temporary failure while told to, and takes them again after', async () => {
    const standIn = await startSmtpStandIn();
    try {
      const transport = createMailTransport({ smtpUrl: standIn.smtpUrl, from: 'Shop <shop@shop.test>', outbox: '/nonexistent' }, 'Shop');
      const mail = { to: 'ada@example.com', subject: 'Order', text: 'Order', html: '<p>Order</p>', outboxName: 'x' };
      standIn.refuse(true);
      await expect(transport.send(mail)).rejects.toThrow(/451/);
      expect(standIn.messages).toEqual([]);
      standIn.refuse(false);
      await transport.send(mail);
      expect(standIn.messages.map((message) => message.subject)).toEqual(['Order']);
    } finally {
      await standIn.close();
    }
  });
});

describe('OpenID Connect stand-in', () => {
  it('is the provider the shop environment names, and answers its shopper with a verified email', async () => {
    const [provider] = parseLoginProviders(oauth.shopEnv.LOGIN_PROVIDERS);
    expect(provider).toMatchObject({ provider: oauth.provider, name: oauth.name, issuer: oauth.url });
    const discovery = (await (await fetch(`${oauth.url}/.well-known/openid-configuration`)).json()) as { issuer: string; userinfo_endpoint: string };
    expect(discovery.issuer).toBe(oauth.url);
    const userinfo = await (await fetch(discovery.userinfo_endpoint)).json();
    expect(userinfo).toMatchObject({ sub: oauth.shopper.sub, email: oauth.shopper.email, email_verified: true });
  });
});
