// Password recovery (Headless Login's sendPasswordResetEmail and resetUserPassword): the same answer
// in similar time whether or not the name is registered (SPEC §5), a mail in the shopper's
// language with a single-use key that works for an hour (only its SHA-256 is kept), a new password
// that revokes every sign-in, 'Password reset link is invalid.' for a wrong, used, replaced or
// expired key (SPEC §8), and the limits per address and per name asked for.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { passwordResets, signIns } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/customers';
import { isLiveResetLink } from '../../server/domain/accounts/password-reset';
import { passwordMatches } from '../../server/domain/checkout/password-hash';
import { defaultRateLimits } from '../../server/domain/rate-limits/rate-limit-rules';
import type { MailMessage, MailTransport } from '../../server/mail/mail-transport';
import { createShopMailer } from '../../server/mail/shop-mailer';
import { bearer, endedSignIn, expectAnsweredAsGuest, makeCustomer, signIn, uniqueName, viewerQuery, type TestCustomer } from './accounts-support';
import { describeBackends, noRateLimits, type Backend } from './harness';
import { eventually } from './eventually';

const sent: MailMessage[] = [];
const memory: MailTransport = { destination: 'memory', send: async (message) => void sent.push(message) };
const mailer = createShopMailer(memory, 'Woven & Co.');

const sendMutation = `mutation send($username: String!) { sendPasswordResetEmail(input: { username: $username }) { success } }`;
const resetMutation = `mutation reset($key: String, $login: String, $password: String) {
  resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { databaseId username email } }
}`;

const requestReset = (api: Backend, username: string, headers?: Record<string, string>) => api.query(sendMutation, { username }, headers);
const reset = (api: Backend, key: string, login: string, password: string) => api.query(resetMutation, { key, login, password });

/** The reset mail sent to `to` after `since` mails, once it has been sent. */
async function mailTo(to: string, since = 0): Promise<MailMessage> {
  const found = await eventually(() => sent.slice(since).find((message) => message.to === to), { everyMs: 10 });
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}

function linkOf(mail: MailMessage): URL {
  const href = /(http:\/\/\S+lost-password\S+)/.exec(mail.text)?.[1];
  if (!href) throw new Error(`No link in: ${mail.text}`);
  return new URL(href);
}

/** Asks for a reset of the customer's account and answers the key its mail carries. */
async function resetKey(api: Backend, customer: TestCustomer): Promise<string> {
  const since = sent.length;
  expect((await requestReset(api, customer.email)).data.sendPasswordResetEmail.success).toBe(true);
  return linkOf(await mailTo(customer.email, since)).searchParams.get('key')!;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describeBackends(
  'password reset',
  (use) => {
    it('mails a single-use key for an hour, keeping only its hash, and answers as for an unknown name', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const since = sent.length;
      const known = await requestReset(api, customer.username.toUpperCase());
      const unknown = await requestReset(api, `${customer.username}-nobody@example.com`);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.data).toEqual({ sendPasswordResetEmail: { success: true } });
      expect(unknown.data).toEqual(known.data);
      expect(unknown.errors).toBeUndefined();

      const mail = await mailTo(customer.email, since);
      expect(mail.subject).toBe('Reset your password at Woven & Co.');
      expect(mail.text).toContain('Hi Ada,');
      expect(mail.text).toContain(`your account “${customer.username}”`);
      const link = linkOf(mail);
      expect(link.origin).toBe(new URL(api.url).origin);
      expect(link.pathname).toBe('/my-account/lost-password');
      expect(link.searchParams.get('login')).toBe(customer.username);
      const key = link.searchParams.get('key')!;
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(mail.html).toContain('<html lang="en-US">');
      expect(mail.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);

      const [row] = await api.db.select().from(passwordResets).where(eq(passwordResets.customerId, customer.id));
      expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
      expect(new Date(row!.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
      expect(new Date(row!.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);

      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent.slice(since).filter((message) => message.to.includes('nobody'))).toEqual([]);
    });

    it('writes the mail in the language of the locale cookie, else of Accept-Language', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      let since = sent.length;
      await requestReset(api, customer.email, { cookie: 'other=1; i18n_locale=de_DE', 'accept-language': 'fr-FR' });
      const german = await mailTo(customer.email, since);
      expect(german.subject).toBe('Passwort zurücksetzen bei Woven & Co.');
      expect(linkOf(german).pathname).toBe('/de/my-account/lost-password');
      expect(german.html).toContain('<html lang="de-DE">');
      since = sent.length;
      await requestReset(api, customer.email, { 'accept-language': 'nl-NL, pt-BR;q=0.8, en;q=0.5' });
      const brazilian = await mailTo(customer.email, since);
      expect(brazilian.subject).toBe('Redefina sua senha na Woven & Co.');
      expect(linkOf(brazilian).pathname).toBe('/pt-br/my-account/lost-password');
    });

    it('takes similar time for a registered and an unknown name', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const known: number[] = [];
      const unknown: number[] = [];
      const time = async (username: string, into: number[]) => {
        const started = performance.now();
        await requestReset(api, username);
        into.push(performance.now() - started);
      };
      // Warm both paths first, then alternate so drift hits both alike.
      await time(customer.email, []);
      await time(`nobody-${customer.email}`, []);
      for (let round = 0; round < 15; round++) {
        await time(customer.email, known);
        await time(`nobody-${round}-${customer.email}`, unknown);
      }
      const ratio = median(known) / median(unknown);
      expect(ratio).toBeGreaterThan(1 / 2);
      expect(ratio).toBeLessThan(2);
    });

    it('sets the new password from the key, spends the key and revokes every sign-in', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const before = await signIn(api, customer);
      const key = await resetKey(api, customer);

      const answer = await reset(api, key, customer.username, 'a brand new secret');
      expect(answer.errors).toBeUndefined();
      expect(answer.data.resetUserPassword.user).toEqual({ databaseId: customer.id, username: customer.username, email: customer.email });
      const [row] = await api.db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customer.id));
      expect(await passwordMatches('a brand new secret', row!.passwordHash)).toBe(true);
      expect(await api.db.select().from(passwordResets).where(eq(passwordResets.customerId, customer.id))).toEqual([]);
      const live = await api.db.select().from(signIns).where(sql`${signIns.customerId} = ${customer.id} and ${signIns.revokedAt} is null`);
      expect(live).toEqual([]);
      const old = await api.query(viewerQuery, undefined, bearer(before.authToken));
      expectAnsweredAsGuest(old, endedSignIn);
      await signIn(api, { ...customer, password: 'a brand new secret' });

      const again = await reset(api, key, customer.username, 'yet another secret');
      expect(again.errors?.[0]?.message).toBe('Password reset link is invalid.');
    });

    it('refuses a wrong, replaced or expired key, or another login, with the same message', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const other = await makeCustomer(api);
      const first = await resetKey(api, customer);
      const second = await resetKey(api, customer);
      const invalid = 'Password reset link is invalid.';
      expect((await reset(api, first, customer.username, 'a brand new secret')).errors?.[0]?.message).toBe(invalid);
      expect((await reset(api, `${second.slice(0, -1)}x`, customer.username, 'a brand new secret')).errors?.[0]?.message).toBe(invalid);
      expect((await reset(api, second, other.username, 'a brand new secret')).errors?.[0]?.message).toBe(invalid);
      expect((await reset(api, second, `nobody-${customer.username}`, 'a brand new secret')).errors?.[0]?.message).toBe(invalid);
      expect((await reset(api, '', customer.username, 'a brand new secret')).errors?.[0]?.message).toBe(invalid);
      await api.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.customerId, customer.id));
      expect((await reset(api, second, customer.username, 'a brand new secret')).errors?.[0]?.message).toBe(invalid);
    });

    it('tells the lost-password page whether a link still works before the form is shown', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const key = await resetKey(api, customer);
      expect(await isLiveResetLink(api.db, key, customer.username)).toBe(true);
      expect(await isLiveResetLink(api.db, key, customer.email)).toBe(true);
      expect(await isLiveResetLink(api.db, `${key.slice(0, -1)}x`, customer.username)).toBe(false);
      expect(await isLiveResetLink(api.db, '', customer.username)).toBe(false);
      expect(await isLiveResetLink(api.db, key, `nobody-${customer.username}`)).toBe(false);
      // Checking does not spend the key; setting the password does.
      expect((await reset(api, key, customer.username, 'a brand new secret')).errors).toBeUndefined();
      expect(await isLiveResetLink(api.db, key, customer.username)).toBe(false);
    });

    it('keeps the key when the new password is too weak, and resets by email as login too', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const key = await resetKey(api, customer);
      const weak = await reset(api, key, customer.email, 'short');
      expect(weak.errors?.[0]?.message).toBe('Please choose a stronger password: at least 8 characters, and not your username or email.');
      expect((await reset(api, key, customer.email, customer.email.toUpperCase())).errors?.[0]?.message).toMatch(/^Please choose a stronger password/);
      const done = await reset(api, key, customer.email, 'a long enough secret');
      expect(done.errors).toBeUndefined();
      expect(done.data.resetUserPassword.user.databaseId).toBe(customer.id);
    });
  },
  { writes: true, route: { mailer } },
);

describeBackends(
  'password reset limits',
  (use) => {
    it('allows three mails an hour per name, registered or not, and ten requests per address', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      for (const name of [customer.email, uniqueName('nobody')]) {
        for (let attempt = 0; attempt < 3; attempt++) expect((await requestReset(api, name)).data.sendPasswordResetEmail.success).toBe(true);
        const refused = await requestReset(api, name.toUpperCase());
        expect(refused.status).toBe(429);
        expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      }
      // Eight requests have counted against the address; two more pass, then it is refused.
      for (let attempt = 0; attempt < 2; attempt++) expect((await requestReset(api, uniqueName('other'))).status).toBe(200);
      const refused = await requestReset(api, uniqueName('other'));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  },
  { writes: true, route: { mailer, rateLimits: { ...noRateLimits, passwordReset: defaultRateLimits.passwordReset } } },
);
