// The contact form's backend (POST /contact): a valid message is mailed to the shop with the
// shopper as Reply-To, in the language they wrote in; each field that is not right is answered 400
// naming it; a filled honeypot is answered as sent while nothing is sent; the same form posted
// without JavaScript is answered with redirects; and a client sends at most five an hour.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultRateLimits, type RateLimitSettings } from '../../server/domain/rate-limits/rate-limit-rules';
import { registerContactRoute } from '../../server/http/contact';
import { createMailTransport } from '../../server/mail/create-mail-transport';
import { createShopMailer } from '../../server/mail/shop-mailer';
import { describeBackends, noRateLimits, type Backend } from './harness';
import { eventually } from './eventually';

const outbox = join(tmpdir(), `contact-${randomBytes(4).toString('hex')}`);
const mailer = createShopMailer(createMailTransport({ smtpUrl: undefined, from: undefined, outbox }, 'Woven & Co.'), 'Woven & Co.');
const shopEmail = 'hello@shop.test';

afterAll(() => rm(outbox, { recursive: true, force: true }));

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Where is my hoodie?', message: 'I ordered a hoodie last week.\n\nWhen will it ship?', website: '' };

async function contactApp(db: Backend['db'], rateLimits: RateLimitSettings): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  registerContactRoute(app, db, { mailer, shopEmail, rateLimits });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${address}/contact` };
}

const postJson = (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const postForm = (url: string, body: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body), redirect: 'manual' });

const parsed = new Map<string, ParsedMail>();

/** The mails filed in the outbox whose subject mentions `marker`, once `count` are there (or none, in time). */
async function mailsAbout(marker: string, count = 1): Promise<ParsedMail[]> {
  const found = await eventually(async () => {
    for (const file of await readdir(outbox).catch(() => [])) {
      if (!parsed.has(file)) parsed.set(file, await simpleParser(await readFile(join(outbox, file))));
    }
    const about = [...parsed.values()].filter((mail) => mail.subject?.includes(marker));
    return about.length >= count ? about : undefined;
  });
  return found ?? [];
}

describeBackends(
  'contact form',
  (use) => {
    let url = '';
    let close = async () => {};
    beforeAll(async () => {
      const started = await contactApp(use().db, noRateLimits);
      url = started.url;
      close = () => started.app.close();
    });
    afterAll(() => close());

    it('mails a valid message to the shop, with the shopper as Reply-To', async () => {
      const marker = randomBytes(4).toString('hex');
      const response = await postJson(url, { ...valid, subject: `Hoodie ${marker}`, message: `${valid.message}\n<b>${marker}</b>`, locale: 'en_US' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      const [mail] = await mailsAbout(marker);
      expect(mail!.subject).toBe(`Contact form: Hoodie ${marker}`);
      expect((mail!.to as { value: { address: string }[] }).value[0]!.address).toBe(shopEmail);
      expect(mail!.replyTo!.value[0]!.address).toBe('ada@example.com');
      expect(mail!.text).toContain('From: Ada Lovelace\nEmail: ada@example.com');
      expect(mail!.text).toContain('When will it ship?');
      expect(mail!.html).toContain(`&lt;b&gt;${marker}&lt;/b&gt;`);
    });

    it('writes the mail in the language the shopper wrote in', async () => {
      const marker = randomBytes(4).toString('hex');
      expect((await postJson(url, { ...valid, subject: marker, locale: 'de_DE' })).status).toBe(200);
      const [mail] = await mailsAbout(marker);
      expect(mail!.subject).toBe(`Kontaktformular: ${marker}`);
      expect(mail!.text).toContain('Von: Ada Lovelace');
    });

    it('answers 400 naming the first field that is not right', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: '  ' }, 'name', 'Please enter your name.'],
        [{ name: 'x'.repeat(101) }, 'name', 'Please keep your name to 100 characters or fewer.'],
        [{ email: '' }, 'email', 'Please enter your email address.'],
        [{ email: 'ada@example' }, 'email', 'Please enter a valid email address.'],
        [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Please enter a valid email address.'],
        [{ subject: undefined }, 'subject', 'Please enter a subject.'],
        [{ subject: 'x'.repeat(151) }, 'subject', 'Please keep the subject to 150 characters or fewer.'],
        [{ message: '' }, 'message', 'Please write your message.'],
        [{ message: 'Too short' }, 'message', 'Please write a message of at least 10 characters.'],
        [{ message: 'x'.repeat(5001) }, 'message', 'Please keep your message to 5,000 characters or fewer.'],
      ];
      for (const [change, field, error] of cases) {
        const response = await postJson(url, { ...valid, ...change });
        expect(response.status, field).toBe(400);
        expect(await response.json()).toEqual({ error, field });
      }
    });

    it('answers a filled honeypot as sent and sends nothing', async () => {
      const marker = randomBytes(4).toString('hex');
      const response = await postJson(url, { ...valid, subject: `${marker} spam`, website: 'https://spam.example' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      // A message sent after it arrives; the honeypot's never does.
      await postJson(url, { ...valid, subject: `${marker} real` });
      expect(await mailsAbout(`${marker} real`)).toHaveLength(1);
      expect((await mailsAbout(marker)).map((mail) => mail.subject)).toEqual([`Contact form: ${marker} real`]);
    });

    it('answers the form posted without JavaScript with a redirect to the contact page in its language', async () => {
      const marker = randomBytes(4).toString('hex');
      const sent = await postForm(url, { ...valid, subject: marker, locale: 'fr_FR' });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe('/fr/contact?sent=1');
      expect(await mailsAbout(marker)).toHaveLength(1);
      const refused = await postForm(url, { ...valid, email: 'not an address' });
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toBe('/contact?error=email');
    });
  },
  { writes: true },
);

describeBackends(
  'contact form limit',
  (use) => {
    it('takes five messages an hour from one address, then answers 429 with Retry-After', async () => {
      const { app, url } = await contactApp(use().db, { ...noRateLimits, contact: defaultRateLimits.contact });
      try {
        const marker = randomBytes(4).toString('hex');
        for (let message = 0; message < 5; message++) expect((await postJson(url, { ...valid, subject: marker })).status).toBe(200);
        const refused = await postJson(url, valid);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await refused.json()).error).toMatch(/^Too many requests/);
        const form = await postForm(url, { ...valid, locale: 'de_DE' });
        expect(form.headers.get('location')).toBe('/de/contact?error=limit');
        expect(await mailsAbout(marker, 5)).toHaveLength(5);
      } finally {
        await app.close();
      }
    });
  },
  { writes: true },
);
