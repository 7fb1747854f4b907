// Media (images) live in the database, bytes and all, so every server process serves the same
// files. Lists and pages only ever read the metadata; the bytes are read to serve one file.
import { eq, sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { media } from '../../../db/schema/catalog';
import { groupBy } from '../../group-by';

export interface MediaRecord {
  id: number;
  fileName: string;
  mime: string;
  width: number;
  height: number;
  altText: string;
  title: string;
}

const mediaColumns = sql`m.id, m.file_name as "fileName", m.mime, m.width, m.height, m.alt_text as "altText", m.title`;

export async function loadMediaByIds(db: Database, ids: readonly number[]): Promise<Map<number, MediaRecord>> {
  const rows = await queryRows<MediaRecord>(db, sql`select ${mediaColumns} from media m where m.id = any(${intArray(ids)})`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each product's gallery, in order. */
export async function loadGalleries(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, (MediaRecord & { productId: number })[]>> {
  const rows = await queryRows<MediaRecord & { productId: number }>(
    db,
    sql`select g.product_id as "productId", ${mediaColumns}
      from product_gallery g join media m on m.id = g.media_id
      where g.product_id = any(${intArray(productIds)})
      order by g.product_id, g.position`,
  );
  return groupBy(rows, (row) => row.productId);
}

export async function loadMediaOriginal(db: Database, fileName: string): Promise<{ data: Uint8Array; mime: string } | null> {
  const [row] = await db.select({ data: media.data, mime: media.mime }).from(media).where(eq(media.fileName, fileName));
  return row ?? null;
}
