// Taking a download: the file, counted, while the permission allows one (checked and counted in one
// statement by store/download-permissions.ts, for a paid order only); else why not, looked up
// afterwards.
import type { Database } from '../../db/connection';
import { paidStatuses } from '../orders/order-status';
import { readPermissionState, takeDownloadFile, type DownloadedFile } from './store/download-permissions';

/** Why a download is refused: no such permission or file, an order not (or no longer) paid, access over. */
export type DownloadRefusal = 'notFound' | 'notPaid' | 'expired' | 'usedUp';

export type DownloadOutcome = { file: DownloadedFile } | { refusal: DownloadRefusal };

async function refusalOf(db: Database, permissionId: number): Promise<DownloadRefusal> {
  const state = await readPermissionState(db, permissionId);
  if (!state || !state.fileExists) return 'notFound';
  if (!(paidStatuses as readonly string[]).includes(state.status)) return 'notPaid';
  if (state.expired) return 'expired';
  return 'usedUp';
}

export async function takeDownload(db: Database, permissionId: number): Promise<DownloadOutcome> {
  const file = await takeDownloadFile(db, permissionId, paidStatuses);
  if (file) return { file };
  return { refusal: await refusalOf(db, permissionId) };
}
