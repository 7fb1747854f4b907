// The confirmation mail speaks the shopper's language: checkout keeps the storefront's `locale`
// meta data on the order, and the mail it queues, filed in the outbox folder once sent, is French
// for 'fr_FR' (words, amounts, date, the link to the French order page), and English for a locale
// the shop does not have.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, expect, it, vi } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { createMailTransport } from '../../server/mail/create-mail-transport';
import { MailOutbox } from '../../server/mail/mail-outbox';
import { createOrderMailer } from '../../server/mail/order-mailer';
import { codCheckout, makeProduct, Shopper } from './checkout-shoppers';
import { describeBackends, type Backend } from './harness';

const shopName = 'Woven & Co.';
const shopEmail = 'orders@shop.example';
const outbox = join(tmpdir(), `checkout-mail-language-${randomBytes(4).toString('hex')}`);
const mailOutbox = new MailOutbox(createMailTransport({ smtpUrl: undefined, from: undefined, outbox }, shopName));
const orderMailer = createOrderMailer(mailOutbox, shopName, shopEmail);

// A mail still being filed would race the folder's removal (ENOTEMPTY).
afterAll(async () => {
  await mailOutbox.stop();
  await rm(outbox, { recursive: true, force: true });
});

/** Places an order of one €25 product with the given meta data; answers its number and the mail filed for it. */
async function orderWithMail(api: Backend, metaData: { key: string; value: string }[]): Promise<{ orderId: number; mail: ParsedMail }> {
  const shopper = new Shopper(api);
  await shopper.add((await makeProduct(api, { price: 2500 })).id);
  const answer = await shopper.checkout(codCheckout({ metaData }));
  expect(answer.errors).toBeUndefined();
  const orderId = Number(/order-received\/(\d+)/.exec(answer.data.checkout.redirect)![1]);
  // The mail leaves after the answer, sent from the mail outbox.
  const file = await vi.waitFor(async () => {
    const [filed] = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith(`-order-${orderId}-processing.eml`));
    expect(filed).toBeDefined();
    return filed;
  });
  return { orderId, mail: await simpleParser(await readFile(join(outbox, file!))) };
}

/** Intl's no-break spaces as plain ones, so the expectations read as the mail does. */
const plain = (text: string | false | undefined) => (text || '').replace(/[\u00a0\u202f]/g, ' ');

describeBackends(
  'checkout mail language',
  (use) => {
    it('files a French mail for an order placed in French, and keeps the locale on the order', async () => {
      const api = use();
      const { orderId, mail } = await orderWithMail(api, [{ key: 'locale', value: 'fr_FR' }]);
      expect(mail.subject).toBe(`Votre commande n° ${orderId} chez Woven & Co. a bien été reçue`);
      const text = plain(mail.text);
      expect(text).toContain('Bonjour Ada Lovelace,');
      expect(text).toMatch(new RegExp(`Commande n° ${orderId} \\(\\d{1,2} [a-zéû]+ \\d{4}\\)\\nStatut : En cours`));
      // Shown with its 19% VAT (the shop shows prices with tax), the VAT said under the total.
      expect(text).toMatch(/Sous-total :\s+29,75 €/);
      expect(text).toMatch(/Total :\s+[\d,]+ €\nDont TVA :\s+[\d,]+ €/);
      expect(text).not.toMatch(/^TVA :/m);
      expect(text).toMatch(/Moyen de paiement :\s+Paiement à la livraison/);
      expect(text).toContain('Adresse de facturation :');
      expect(text).toContain('Allemagne');
      expect(text).toMatch(new RegExp(`Consultez votre commande à tout moment : http://127\\.0\\.0\\.1:\\d+/fr/checkout/order-received/${orderId}\\?key=wc_order_`));
      expect(plain(mail.html)).toContain('<html lang="fr-FR">');

      const [order] = await queryRows<{ metaData: { key: string; value: string }[] }>(api.db, sql`select meta_data as "metaData" from orders where id = ${orderId}`);
      expect(order!.metaData).toContainEqual({ key: 'locale', value: 'fr_FR' });
    });

    it('files an English mail when the locale is not one of the shop’s six, or not given', async () => {
      const api = use();
      for (const metaData of [[{ key: 'locale', value: 'fr' }], [{ key: 'locale', value: 'xx_XX' }], []]) {
        const { orderId, mail } = await orderWithMail(api, metaData);
        expect(mail.subject).toBe(`Your order #${orderId} at Woven & Co. has been received`);
        const text = plain(mail.text);
        expect(text).toMatch(/Subtotal:\s+€29\.75/);
        expect(text).toContain('Germany');
        expect(text).toMatch(new RegExp(`http://127\\.0\\.0\\.1:\\d+/checkout/order-received/${orderId}\\?key=`));
      }
    });
  },
  { writes: true, route: { orderMailer } },
);
