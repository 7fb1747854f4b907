// Issue 35: a password-reset link followed the Host header. Asked for a victim with
// `Host: evil.example`, the shop mailed the real customer http://evil.example/my-account/lost-password?key=…,
// and one click handed the key over; the order mail's link followed it the same way. Without
// PUBLIC_URL the shop now answers only its own hosts (server/http/allowed-hosts.ts); with it, every
// link starts with PUBLIC_URL whatever the request names.
import { describe, expect, it } from 'vitest';
import { allowedHostsOf, registerHostCheck } from '../../server/http/allowed-hosts';
import type { MailMessage, MailTransport } from '../../server/mail/mail-transport';
import { createShopMailer } from '../../server/mail/shop-mailer';
import { makeCustomer } from './accounts-support';
import { describeBackends, type Backend } from './harness';
import { holdBoundMs, whileProbing } from './loop-probe';
import { rawRequest } from './raw-http';

const sent: MailMessage[] = [];
const memory: MailTransport = { destination: 'memory', send: async (message) => void sent.push(message) };
const mailer = createShopMailer(memory, 'Woven & Co.');

const askReset = (api: Backend, username: string, host: string) =>
  whileProbing(() =>
    rawRequest(new URL(api.url).origin, '/graphql', {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { sendPasswordResetEmail(input: { username: ${JSON.stringify(username)} }) { success } }` }),
    }),
  );

/** The mails to `to` sent after `since`, once the server has had time to send one. */
async function mailsTo(to: string, since: number): Promise<MailMessage[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return sent.slice(since).filter((message) => message.to === to);
}

const resetLink = (mail: MailMessage) => new URL(/(https?:\/\/\S+lost-password\S+)/.exec(mail.text)![1]!);

describeBackends(
  'the Host header without PUBLIC_URL',
  (use) => {
    it('refuses a reset asked with Host: evil.example, and mails nothing', async () => {
      const victim = await makeCustomer(use());
      const since = sent.length;
      const { value, longestHoldMs } = await askReset(use(), victim.email, 'evil.example');
      expect(value.status).toBe(400);
      expect(value.body).toContain('does not answer for the host "evil.example"');
      expect(await mailsTo(victim.email, since)).toEqual([]);
      expect(longestHoldMs).toBeLessThan(holdBoundMs);
    });

    it('mails a link on the shop’s own host when asked there', async () => {
      const customer = await makeCustomer(use());
      const since = sent.length;
      const own = new URL(use().url).host;
      expect((await askReset(use(), customer.email, own)).value.status).toBe(200);
      const [mail] = await mailsTo(customer.email, since);
      expect(resetLink(mail!).origin).toBe(`http://${own}`);
    });

    describe('refuses a Host that is not a host name with a 400, before any route reads it', () => {
      for (const host of ['a b', '[::1', '%00', 'x:99999', '', 'shop.example:0', '[::g]', 'a'.repeat(300)]) {
        it(JSON.stringify(host.length > 20 ? `${host.slice(0, 10)}…` : host), async () => {
          const { value, longestHoldMs } = await whileProbing(() => rawRequest(new URL(use().url).origin, '/graphql?query=%7B__typename%7D', { headers: { host } }));
          expect(value.status).toBe(400);
          expect(value.body).toContain('Bad request');
          expect(longestHoldMs).toBeLessThan(holdBoundMs);
        });
      }
    });
  },
  {
    writes: true,
    route: { mailer },
    routes: (app) => registerHostCheck(app, { publicUrl: undefined, allowedHosts: allowedHostsOf('127.0.0.1', []) }),
  },
);

describeBackends(
  'the Host header with PUBLIC_URL',
  (use) => {
    it('answers a reset asked with Host: evil.example, but its link starts with PUBLIC_URL', async () => {
      const customer = await makeCustomer(use());
      const since = sent.length;
      expect((await askReset(use(), customer.email, 'evil.example')).value.status).toBe(200);
      const [mail] = await mailsTo(customer.email, since);
      expect(resetLink(mail!).origin).toBe('https://shop.example');
    });
  },
  {
    writes: true,
    route: { mailer, publicOrigin: 'https://shop.example' },
    routes: (app) => registerHostCheck(app, { publicUrl: 'https://shop.example', allowedHosts: allowedHostsOf('127.0.0.1', []) }),
  },
);
