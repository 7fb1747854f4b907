// Using a download permission: one statement counts the download and reads the file, and counts
// it only while the order's status is a paid one, access has not expired, a download is left and
// the file still exists. Two downloads racing for the last one cannot both pass the guard: the
// second waits for the first's row lock and then finds none left.
import { sql } from 'drizzle-orm';
import { textArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import type { OrderStatus } from '../../../db/schema/orders';

export interface DownloadedFile {
  fileName: string;
  mime: string;
  data: Buffer;
}

/** What a permission allows now, read after a download it refused. */
export interface PermissionState {
  /** The order's status. */
  status: string;
  expired: boolean;
  usedUp: boolean;
  fileExists: boolean;
}

/** Counts a download of the permission's file and reads it, when the guard lets it; else null, counting nothing. */
export async function takeDownloadFile(db: Database, permissionId: number, paidStatuses: readonly OrderStatus[]): Promise<DownloadedFile | null> {
  const [file] = await queryRows<{ fileName: string; mime: string; data: Uint8Array }>(
    db,
    sql`with taken as (
        update download_permissions dp
        set downloads_remaining = dp.downloads_remaining - 1, download_count = dp.download_count + 1
        from orders o
        where dp.id = ${permissionId} and o.id = dp.order_id and o.status = any(${textArray(paidStatuses)})
          and (dp.access_expires is null or dp.access_expires > now())
          and (dp.downloads_remaining is null or dp.downloads_remaining > 0)
          and exists (select 1 from product_downloads d where d.download_id = dp.download_id)
        returning dp.download_id
      )
      select d.file_name as "fileName", d.mime, d.data
      from taken join product_downloads d on d.download_id = taken.download_id
      limit 1`,
  );
  return file ? { fileName: file.fileName, mime: file.mime, data: Buffer.from(file.data) } : null;
}

/** The permission's state now; null when there is no such permission. */
export async function readPermissionState(db: Database, permissionId: number): Promise<PermissionState | null> {
  const [state] = await queryRows<PermissionState>(
    db,
    sql`select o.status, coalesce(dp.access_expires <= now(), false) as expired,
        coalesce(dp.downloads_remaining <= 0, false) as "usedUp",
        exists (select 1 from product_downloads d where d.download_id = dp.download_id) as "fileExists"
      from download_permissions dp join orders o on o.id = dp.order_id
      where dp.id = ${permissionId}`,
  );
  return state ?? null;
}
