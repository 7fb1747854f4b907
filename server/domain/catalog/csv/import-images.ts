// The pictures an imported row names: a URL is fetched (WooCommerce's importer sideloads it the
// same way), anything else is a file path, read relative to the CSV's folder by the reader the import
// is given (the owner's disk, or the files the CLI sent a running shop). Each goes through the
// seed's picture pipeline (media-file.ts): a WebP of at most 2048 px is kept byte for byte (so a
// picture exported and imported again keeps its file name), anything else is made one. A picture
// that cannot be had is the row's problem to report, not a refusal of the row.
import path from 'node:path';
import sharp from 'sharp';
import { mediaFile, type MediaFile } from '../media-file';
import { slugify } from '../slug';
import { columns } from './csv-columns';
import { explodeValues, unescapeCell } from './csv-cells';
import { readCsv } from './csv-records';

export class ImageUnavailable extends Error {
  override readonly name = 'ImageUnavailable';
}

const maxBytes = 20 * 1024 * 1024;
const largestSide = 2048;
const fetchTimeoutMs = 15_000;

/** "classic-hoodie-3fa2b1.webp" → "classic-hoodie": the name without its extension and the hash the shop adds. */
function stemOf(reference: string): string {
  const base = path.basename(reference.split(/[?#]/)[0] ?? '').replace(/\.[a-z0-9]+$/i, '');
  return slugify(base.replace(/-[0-9a-f]{6}$/, '')) || 'image';
}

async function download(url: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs), redirect: 'follow' });
  } catch (error) {
    throw new ImageUnavailable(`${url} could not be fetched (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message})`);
  }
  if (!response.ok) throw new ImageUnavailable(`${url} could not be fetched (HTTP ${response.status})`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw new ImageUnavailable(`${url} is larger than 20 MB`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > maxBytes) throw new ImageUnavailable(`${url} is larger than 20 MB`);
  return bytes;
}

/** Reads a file of the owner's, by name, failing with code EFBIG when it is larger than maxBytes. */
export type FileReader = (name: string, maxBytes: number) => Promise<Buffer>;

const isUrl = (reference: string) => reference.includes('://');

/**
 * The name a local picture is read by: its path joined to the CSV's folder as the owner named it,
 * not resolved against this process's folder, so the CLI and a shop it sends the files to agree.
 */
export const localPictureName = (folder: string, reference: string) => (path.isAbsolute(reference) ? reference : path.join(folder, reference));

/** The local pictures a product CSV names, by the names they are read by. */
export function localPicturesOf(csvText: string, folder: string): string[] {
  const pictures = readCsv(csvText).records.flatMap((record) => explodeValues(unescapeCell(record.cells.get(columns.images) ?? '')).filter((reference) => reference && !isUrl(reference)));
  return [...new Set(pictures.map((reference) => localPictureName(folder, reference)))];
}

async function readLocal(readFile: FileReader, file: string): Promise<Buffer> {
  try {
    return await readFile(file, maxBytes);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EFBIG') throw new ImageUnavailable(`${file} is larger than 20 MB`);
    throw new ImageUnavailable(`${file} could not be read (${code ?? (error as Error).message})`);
  }
}

/** The bytes as the catalog keeps a picture: a WebP small enough as it is, else re-encoded. */
async function webp(bytes: Buffer, reference: string): Promise<Buffer> {
  try {
    const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
    if (format === 'webp' && width <= largestSide && height <= largestSide) return bytes;
    return await sharp(bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: largestSide, height: largestSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 1 })
      .toBuffer();
  } catch {
    throw new ImageUnavailable(`${reference} is not a picture`);
  }
}

/** Loads each picture once per import, however many rows name it. */
export class ImageLoader {
  private readonly loaded = new Map<string, Promise<MediaFile>>();

  /** `folder`: where relative paths are read from (the CSV's folder). */
  constructor(
    private readonly folder: string,
    private readonly readFile: FileReader,
  ) {}

  load(reference: string): Promise<MediaFile> {
    let file = this.loaded.get(reference);
    if (!file) {
      file = this.read(reference);
      this.loaded.set(reference, file);
    }
    return file;
  }

  private async read(reference: string): Promise<MediaFile> {
    const url = isUrl(reference);
    if (url && !/^https?:\/\//i.test(reference)) throw new ImageUnavailable(`${reference} is neither an http(s) address nor a file`);
    const bytes = url ? await download(reference) : await readLocal(this.readFile, localPictureName(this.folder, reference));
    const stem = stemOf(reference);
    return mediaFile(await webp(bytes, reference), stem, '', stem);
  }
}
