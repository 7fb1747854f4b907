// Storing pictures in `media`, where every server process serves them from.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { media } from '../../../db/schema/catalog';
import type { MediaFile } from '../media-file';

/** Stores the files; answers their ids in order. */
export async function insertMedia(db: Database, files: readonly MediaFile[]): Promise<number[]> {
  if (!files.length) return [];
  const inserted = await db.insert(media).values([...files]).returning({ id: media.id });
  return inserted.map(({ id }) => id);
}

/** The ids of the stored files among these names (the name holds a hash of the bytes, so a name found is the same picture). */
export async function mediaIdsByFileName(db: Database, fileNames: readonly string[]): Promise<Map<string, number>> {
  if (!fileNames.length) return new Map();
  const rows = await db.select({ id: media.id, fileName: media.fileName }).from(media).where(inArray(media.fileName, [...fileNames]));
  return new Map(rows.map((row) => [row.fileName, row.id]));
}
