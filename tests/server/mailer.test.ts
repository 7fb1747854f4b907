// The customer's order mail through both transports: without SMTP_URL it is an .eml file in the
// outbox, named by time and order number; with SMTP_URL it reaches an SMTP server (smtp-server on
// a free port, with the URL's credentials). Both are read back as a mail program reads them
// (mailparser): subject, sender, recipient, a readable text body and an HTML body in which every
// value is escaped. A mail that cannot be sent fails its send (the mail outbox tries it again). A German
// shopper's mail is German throughout: its words, amounts, date and language tag; and no mail of a
// status (on hold, processing, completed, refunded) or of a note for the customer in another language
// shows the shop's English.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../common/locales';
import type { OrderStatus } from '../../server/db/schema/orders';
import { createMailTransport } from '../../server/mail/create-mail-transport';
import { customerNoteMessage } from '../../server/mail/customer-note-mail';
import { customerOrderMessage } from '../../server/mail/customer-order-mail';
import type { MailMessage } from '../../server/mail/mail-transport';
import { customerMailStatuses, type CustomerOrderMail, type ShopOrderMailKind } from '../../server/mail/order-mail';
import { shopOrderMessage } from '../../server/mail/shop-order-mail';
import { codTexts } from '../../server/domain/payments/gateways/cod/cod-texts';
import { englishPieces, otherLocales, shownPieces, visibleText } from './english-words';

const shopName = 'Woven & Co.';

const mail: CustomerOrderMail = {
  locale: 'en_US',
  to: 'ada@example.com',
  customerName: 'Ada <b>Lovelace</b> & "Co"',
  orderNumber: '1042',
  date: '2026-11-24T09:41:07.000Z',
  status: 'processing',
  orderUrl: 'https://shop.example/checkout/order-received/1042?key=wc_order_abc&x=<y>',
  currency: 'EUR',
  pricesIncludeTax: false,
  lines: [
    { name: 'Classic Hoodie – Navy, L', quantity: 2, total: 7000 },
    { name: 'Tee <script>alert(1)</script>', quantity: 1, total: 1900 },
  ],
  subtotal: 8900,
  discountTotal: 890,
  shippingTotal: 0,
  totalTax: 1522,
  total: 9532,
  paymentMethodTitle: 'Cash on delivery',
  paymentInstructions: null,
  billingAddress: ['Ada Lovelace', '12 Analytical St', '10115 Berlin', 'Germany'],
  shippingAddress: ['Charles Babbage', '1 Difference Rd', '75001 Paris', 'France'],
  customerNote: 'Please ring twice.\n\n<i>Thanks</i>',
};

function expectConfirmation(parsed: ParsedMail) {
  expect(parsed.subject).toBe('Your order #1042 at Woven & Co. has been received');
  expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]!.address : null).toBe('ada@example.com');

  const text = parsed.text ?? '';
  expect(text).toContain('Hi Ada <b>Lovelace</b> & "Co",');
  expect(text).toContain('Order #1042 (November 24, 2026)\nStatus: Processing');
  expect(text).toContain('Classic Hoodie – Navy, L × 2: €70.00');
  expect(text).toMatch(/Discount:\s+-€8\.90/);
  expect(text).toMatch(/Shipping:\s+Free/);
  expect(text).toMatch(/Total:\s+€95\.32/);
  expect(text).toMatch(/Payment method:\s+Cash on delivery/);
  expect(text).toContain('Please ring twice.');
  expect(text).toContain('Shipping address:\nCharles Babbage\n1 Difference Rd\n75001 Paris\nFrance');
  expect(text).toContain(mail.orderUrl);

  const html = typeof parsed.html === 'string' ? parsed.html : '';
  expect(html).toContain('<html lang="en-US">');
  expect(html).toContain('Hi Ada &lt;b&gt;Lovelace&lt;/b&gt; &amp; &quot;Co&quot;,');
  expect(html).toContain('Tee &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('&lt;i&gt;Thanks&lt;/i&gt;');
  expect(html).toContain('href="https://shop.example/checkout/order-received/1042?key=wc_order_abc&amp;x=&lt;y&gt;"');
  expect(html).not.toMatch(/<script|<b>|<i>/);
  expect(html).toContain('<p>Charles Babbage<br />');
}

describe('order confirmation in the outbox', () => {
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(outbox, { recursive: true, force: true }));

  it('is written as <timestamp>-order-<number>-<status>.eml, from the shop at shop@localhost', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, from: undefined, outbox: join(outbox, 'new') }, shopName);
    expect(transport.destination).toBe(`outbox ${join(outbox, 'new')}`);
    await transport.send(customerOrderMessage(mail, shopName));

    const files = await readdir(join(outbox, 'new'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-order-1042-processing\.eml$/);
    const parsed = await simpleParser(await readFile(join(outbox, 'new', files[0]!)));
    expect(parsed.from?.value[0]).toEqual({ name: 'Woven & Co.', address: 'shop@localhost' });
    expectConfirmation(parsed);
  });

  it('keeps each of two mails sent at once, and takes MAIL_FROM as the sender', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, from: 'Orders <orders@shop.example>', outbox }, shopName);
    await Promise.all([transport.send(customerOrderMessage(mail, shopName)), transport.send(customerOrderMessage(mail, shopName))]);
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const parsed = await simpleParser(await readFile(join(outbox, files[0]!)));
    expect(parsed.from?.value[0]).toEqual({ name: 'Orders', address: 'orders@shop.example' });
  });

  it('a mail that cannot be written fails its send, for the mail outbox to try again', async () => {
    // No folder can be made below a file.
    await writeFile(join(outbox, 'a-file'), '');
    const blocked = join(outbox, 'a-file', 'outbox');
    const transport = createMailTransport({ smtpUrl: undefined, from: undefined, outbox: blocked }, shopName);
    await expect(transport.send(customerOrderMessage(mail, shopName))).rejects.toThrow();
  });
});

describe('order confirmation in the shopper’s language', () => {
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(outbox, { recursive: true, force: true }));

  it('is German for a German shopper: subject, greeting, labels, status, amounts and date', async () => {
    const german: CustomerOrderMail = {
      ...mail,
      locale: 'de_DE',
      status: 'on-hold',
      customerName: 'Ada Lovelace',
      orderUrl: 'https://shop.example/de/checkout/order-received/1042?key=wc_order_abc',
      lines: [{ name: 'Classic Hoodie – Navy, L', quantity: 1, total: 4900 }],
      subtotal: 4900,
      discountTotal: 490,
      shippingTotal: 490,
      totalTax: 782,
      total: 4900,
      paymentMethodTitle: 'Direct bank transfer',
    };
    const transport = createMailTransport({ smtpUrl: undefined, from: undefined, outbox }, shopName);
    await transport.send(customerOrderMessage(german, shopName));
    const [file] = await readdir(outbox);
    const parsed = await simpleParser(await readFile(join(outbox, file!)));

    expect(parsed.subject).toBe('Ihre Bestellung Nr. 1042 bei Woven & Co. ist eingegangen');
    // Intl writes a no-break space between the amount and the euro sign.
    const text = (parsed.text ?? '').replaceAll('\u00a0', ' ');
    expect(text).toContain('Hallo Ada Lovelace,');
    expect(text).toContain('Bestellung Nr. 1042 (24. November 2026)\nStatus: Wartend');
    expect(text).toContain('Classic Hoodie – Navy, L × 1: 49,00 €');
    expect(text).toMatch(/Zwischensumme:\s+49,00 €/);
    expect(text).toMatch(/Rabatt:\s+-4,90 €/);
    expect(text).toMatch(/Versand:\s+4,90 €/);
    expect(text).toMatch(/MwSt\.:\s+7,82 €/);
    expect(text).toMatch(/Gesamt:\s+49,00 €/);
    expect(text).toMatch(/Zahlungsart:\s+Direct bank transfer/);
    expect(text).toContain('Lieferadresse:\nCharles Babbage');
    expect(text).toContain('Ihre Bestellung jederzeit ansehen: https://shop.example/de/checkout/order-received/1042?key=wc_order_abc');

    const html = (typeof parsed.html === 'string' ? parsed.html : '').replaceAll('\u00a0', ' ');
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('Vielen Dank für Ihre Bestellung</h1>');
    expect(html).toContain('>Rechnungsadresse</h2>');
    expect(html).toContain('>Gesamt</th><td style="padding:8px;border-bottom:1px solid #e5e5e5;text-align:left;">49,00 €</td>');
    expect(html).not.toMatch(/Order|Total|Shipping|Thank you|€\d/);
  });
});

describe('every mail, every status and every locale', () => {
  // Records, so a status added to OrderStatus, or a kind of shop mail, fails to compile here until it is listed.
  const statuses: Record<OrderStatus, true> = { pending: true, processing: true, 'on-hold': true, completed: true, cancelled: true, refunded: true, failed: true, 'checkout-draft': true };
  const shopMails: Record<ShopOrderMailKind, true> = { new: true, cancelled: true, failed: true };

  it.each(locales)('%s names each status and leaves no message key in a mail', (locale) => {
    const written: MailMessage[] = customerMailStatuses.map((status) => customerOrderMessage({ ...mail, locale, status }, shopName));
    written.push(customerNoteMessage({ ...mail, locale }, 'Your parcel left today.', shopName));
    for (const status of Object.keys(statuses) as OrderStatus[]) {
      for (const kind of Object.keys(shopMails) as ShopOrderMailKind[]) written.push(shopOrderMessage(kind, { ...mail, locale, status }, shopName, 'orders@shop.example'));
    }
    for (const { subject, text, html } of written) expect(`${subject}\n${text}\n${html}`).not.toMatch(/mail\.\w/);
  });
});

describe('no English in the customer’s mails of another language', () => {
  it.each(otherLocales)('%s', (locale) => {
    // The order's own words (its products, the addresses, the customer's note) are the customer's, not the shop's.
    const own = [...mail.lines.map((line) => line.name), ...mail.billingAddress, ...mail.shippingAddress, mail.customerName, mail.customerNote].join('\n');
    const english = englishPieces(locale, own);
    const inLocale = { ...mail, locale, paymentMethodTitle: codTexts[locale].title };
    const written = [...customerMailStatuses.map((status) => customerOrderMessage({ ...inLocale, status }, shopName)), customerNoteMessage(inLocale, 'Ihr Paket ist unterwegs.', shopName)];
    for (const { subject, text, html } of written) expect(shownPieces(english, `${subject}\n${text}\n${visibleText(html)}`), subject).toEqual([]);
  });
});

describe('order confirmation through SMTP', () => {
  const received: { from: string; to: string[]; user: string | undefined; message: Buffer }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'shop' && auth.password === 'mail-pass') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
            message: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reaches the server named by SMTP_URL, signed in with its credentials', async () => {
    const transport = createMailTransport({ smtpUrl: `smtp://shop:mail-pass@127.0.0.1:${port}`, from: undefined, outbox: '/nonexistent' }, shopName);
    // The log names the server, never the password in its URL.
    expect(transport.destination).toBe(`SMTP 127.0.0.1:${port}`);
    await transport.send(customerOrderMessage(mail, shopName));

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'shop@localhost', to: ['ada@example.com'], user: 'shop' });
    expectConfirmation(await simpleParser(received[0]!.message));
  });

  it('a server that refuses fails the send, for the mail outbox to try again', async () => {
    const transport = createMailTransport({ smtpUrl: `smtp://shop:wrong@127.0.0.1:${port}`, from: undefined, outbox: '/nonexistent' }, shopName);
    await expect(transport.send(customerOrderMessage(mail, shopName))).rejects.toThrow();
    expect(received).toHaveLength(1);
  });
});
