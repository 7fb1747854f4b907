// A picture as the catalog keeps it (WebP bytes), with its size and a file name that ends in a hash
// of the bytes, since files are served as immutable: the seed's rendered pictures and imported
// ones alike.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaRecord } from './store/media';

/** A media row to store: what the catalog reads of a picture, and its bytes. */
export interface MediaFile extends Omit<MediaRecord, 'id'> {
  data: Buffer;
}

/** `stem` is the name before the hash ("classic-pullover-hoodie-navy"). */
export async function mediaFile(data: Buffer, stem: string, altText: string, title: string): Promise<MediaFile> {
  const { width = 0, height = 0 } = await sharp(data).metadata();
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 6);
  return { fileName: `${stem}-${hash}.webp`, mime: 'image/webp', width, height, altText, title, data };
}
