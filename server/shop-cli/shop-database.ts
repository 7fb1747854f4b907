// The shop's database for a command, opened as the server and `npm run seed` open it (README
// "Configuration": DATABASE_URL, else PGlite in DATA_DIR) and brought up to date first, so a command
// works on a database the server has not opened yet; with the order mailing the server uses, whose
// mails are sent before the command ends. PGlite's files belong to one process: while a shop holds
// them, commands go through it instead (shop-channel.ts).
import { readConfig, readDatabaseSettings } from '../config';
import { openDatabase, type Database } from '../db/connection';
import { prepareDatabase } from '../db/prepare';
import type { OrderMailing } from '../domain/orders/order-mail';
import { createMailTransport } from '../mail/create-mail-transport';
import { MailOutbox } from '../mail/mail-outbox';
import { createOrderMailer } from '../mail/order-mailer';
import { shopOrderMailing } from '../mail/shop-order-mailing';

export interface ShopDatabase {
  db: Database;
  /** How a change sends its order mails (an order's status). */
  orderMailing?: OrderMailing;
  close(): Promise<void>;
}

export async function openShopDatabase(): Promise<ShopDatabase> {
  const { databaseUrl, dataDir } = readDatabaseSettings();
  const { db, close } = await openDatabase({ url: databaseUrl, dataDir });
  try {
    await prepareDatabase(db);
  } catch (error) {
    await close();
    throw error;
  }
  const config = readConfig(process.env, []);
  const outbox = new MailOutbox(createMailTransport(config.mail, config.settings.storeName));
  return {
    db,
    orderMailing: shopOrderMailing(config, createOrderMailer(outbox, config.settings.storeName, config.shopEmail)),
    async close() {
      // What the command queued goes out now; what cannot, the shop's outbox tries again later.
      await outbox.sendDue(db);
      await close();
    },
  };
}
