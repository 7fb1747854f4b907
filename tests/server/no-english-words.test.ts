// Issue 38: a page or mail in German, French, Spanish, Italian or Portuguese shows none of the
// shop's own English (tests/server/english-words.ts): the main pages as the whole server renders
// them (`npm start` on the built dist/ and the seeded demo shop), and the order confirmation mail.
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeCookie, localePrefixes, type Locale } from '../../common/locales';
import { queryRows } from '../../server/db/rows';
import { createMailTransport } from '../../server/mail/create-mail-transport';
import { MailOutbox } from '../../server/mail/mail-outbox';
import { createOrderMailer } from '../../server/mail/order-mailer';
import { seededDataDir } from '../e2e/seeded-data-dir';
import { berlin, codCheckout, Shopper } from './checkout-shoppers';
import { englishPieces, otherLocales, shownPieces, visibleText } from './english-words';
import { describeBackends } from './harness';
import { assertProductionBuild, startServerProcess, type ServerProcess } from './server-process';

const pages = ['/', '/products', '/product/classic-pullover-hoodie', '/product-category/hoodies', '/products?search=hoodie', '/categories', '/checkout', '/my-account', '/wishlist', '/contact', '/privacy-policy', '/terms'];

/** The shop's content, which is written once, in English: product and category names and texts, local attribute options, reviews. */
const contentQuery = `{
  products(first: 200) { nodes { name shortDescription description reviews(first: 100) { nodes { content } }
    ... on ProductWithAttributes { attributes { nodes { options } } } } }
  productCategories(first: 100) { nodes { name description } }
}`;

async function shopContent(origin: string): Promise<string> {
  const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: contentQuery }) });
  return visibleText(JSON.stringify((await response.json()).data).replace(/\\[nrt"]/g, ' '));
}

const localized = (locale: Locale, page: string) => `/${localePrefixes[locale]}${page === '/' ? '' : page}`;

describe('no English on the pages of another language', () => {
  let dataDir: string;
  let server: ServerProcess;
  let content: string;

  beforeAll(async () => {
    assertProductionBuild();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-words-'));
    await seededDataDir(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir });
    await server.ready;
    content = await shopContent(server.origin);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const locale of otherLocales) {
    it(locale, async () => {
      const english = englishPieces(locale, content);
      const leaks: Record<string, string[]> = {};
      for (const page of pages) {
        // The cookie says English: the page's own language must win over it.
        const response = await fetch(`${server.origin}${localized(locale, page)}`, { headers: { cookie: `${localeCookie.name}=en_US` } });
        expect(response.status, page).toBe(200);
        const shown = shownPieces(english, visibleText(await response.text()));
        if (shown.length) leaks[page] = shown;
      }
      expect(leaks).toEqual({});
    });
  }
});

const outbox = path.join(os.tmpdir(), `no-english-mail-${process.pid}`);
const mailOutbox = new MailOutbox(createMailTransport({ smtpUrl: undefined, from: undefined, outbox }, 'Woven & Co.'));
const orderMailer = createOrderMailer(mailOutbox, 'Woven & Co.', 'orders@shop.example');

describeBackends(
  'no English in the order mail of another language',
  (use) => {
    // A mail still being filed would race the folder's removal (ENOTEMPTY).
    afterAll(async () => {
      await mailOutbox.stop();
      await rm(outbox, { recursive: true, force: true });
    });

    for (const locale of otherLocales) {
      it(locale, async () => {
        const api = use();
        const [tee] = await queryRows<{ id: number }>(api.db, sql`select id from products where slug = 'mountain-line-graphic-tee'`);
        const shopper = new Shopper(api);
        await shopper.add(tee!.id);
        const answer = await shopper.checkout(codCheckout({ metaData: [{ key: 'locale', value: locale }] }));
        expect(answer.errors).toBeUndefined();
        const orderId = Number(/order-received\/(\d+)/.exec(answer.data.checkout.redirect)![1]);
        const file = await vi.waitFor(async () => {
          const [filed] = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith(`-order-${orderId}-processing.eml`));
          expect(filed).toBeDefined();
          return filed!;
        });
        const mail = await simpleParser(await readFile(path.join(outbox, file)));
        // The product's name and the buyer's address are theirs, not the shop's words.
        const english = englishPieces(locale, `Mountain Line Graphic Tee\n${Object.values(berlin).join('\n')}`);
        expect(shownPieces(english, `${mail.subject}\n${mail.text}\n${visibleText(mail.html || '')}`)).toEqual([]);
      });
    }
  },
  { writes: true, route: { orderMailer } },
);
