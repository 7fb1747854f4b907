// Using a download permission: one statement counts the download and reads the file, and counts
// it only while the order is paid, access has not expired, a download is left and the file still
// exists. Two downloads racing for the last one cannot both pass the guard: the second waits for
// the first's row lock and then finds none left. A refusal is looked up afterwards to say why.
import { sql } from 'drizzle-orm';
import { textArray } from '../../db/arrays';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { paidStatuses } from '../orders/order-status';

export interface DownloadedFile {
  fileName: string;
  mime: string;
  data: Buffer;
}

/** Why a download is refused: no such permission or file, an order not (or no longer) paid, access over. */
export type DownloadRefusal = 'notFound' | 'notPaid' | 'expired' | 'usedUp';

export type DownloadOutcome = { file: DownloadedFile } | { refusal: DownloadRefusal };

interface PermissionState {
  status: string;
  expired: boolean;
  usedUp: boolean;
  fileExists: boolean;
}

async function refusalOf(db: Database, permissionId: number): Promise<DownloadRefusal> {
  const [state] = await queryRows<PermissionState>(
    db,
    sql`select o.status, coalesce(dp.access_expires <= now(), false) as expired,
        coalesce(dp.downloads_remaining <= 0, false) as "usedUp",
        exists (select 1 from product_downloads d where d.download_id = dp.download_id) as "fileExists"
      from download_permissions dp join orders o on o.id = dp.order_id
      where dp.id = ${permissionId}`,
  );
  if (!state || !state.fileExists) return 'notFound';
  if (!(paidStatuses as readonly string[]).includes(state.status)) return 'notPaid';
  if (state.expired) return 'expired';
  return 'usedUp';
}

export async function takeDownload(db: Database, permissionId: number): Promise<DownloadOutcome> {
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
  if (file) return { file: { fileName: file.fileName, mime: file.mime, data: Buffer.from(file.data) } };
  return { refusal: await refusalOf(db, permissionId) };
}
