// Who may download what (WooCommerce's woocommerce_downloadable_product_permissions): one row per
// file of each downloadable line of a paid order, made when the order becomes paid. The file is
// named by its stable download id, not its row, so a permission outlives a reseed of the catalog.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { orders } from './orders';

export const downloadPermissions = pgTable(
  'download_permissions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** product_downloads.download_id */
    downloadId: text('download_id').notNull(),
    /** Null: as many as the customer likes (the product sets no download limit). */
    downloadsRemaining: integer('downloads_remaining'),
    accessGranted: moment('access_granted').notNull().defaultNow(),
    /** Null: access never expires (the product sets no expiry days). */
    accessExpires: moment('access_expires'),
    downloadCount: integer('download_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('download_permissions_order_download_idx').on(t.orderId, t.downloadId),
    check('download_permissions_remaining_check', sql`${t.downloadsRemaining} >= 0`),
  ],
);
