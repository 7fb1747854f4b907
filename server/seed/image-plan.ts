// The seed's images: collected while the catalog is planned, rendered once each (the same spec
// is the same picture, so products and variations share it), then stored in `media` in planning
// order, so ids and file names come out the same on every run.
import type { Database } from '../db/connection';
import { mediaFile } from '../domain/catalog/media-file';
import { insertMedia } from '../domain/catalog/store/media-inserts';
import { renderCategoryImage, renderProductImage, type ImageSpec, type ProductArt } from './images';
import { demoPictures } from './picture-cache';

export type ImageRequest =
  | { kind: 'product'; spec: ImageSpec }
  | { kind: 'category'; spec: { art: ProductArt; color: string; seed: number } };

interface PlannedImage {
  request: ImageRequest;
  /** The file name before its content hash: "classic-pullover-hoodie-navy". */
  stem: string;
  altText: string;
  title: string;
}

// Rendered pictures outlive one seeding: seeding a second database in the same process (tests
// seed PGlite and PostgreSQL) renders nothing twice, and one in another process takes them from
// the disk (picture-cache.ts).
const rendered = new Map<string, Promise<Buffer>>();

function render(key: string, request: ImageRequest): Promise<Buffer> {
  let picture = rendered.get(key);
  if (!picture) {
    picture = demoPictures.picture(key, () => (request.kind === 'product' ? renderProductImage(request.spec) : renderCategoryImage(request.spec)));
    rendered.set(key, picture);
  }
  return picture;
}

export class ImagePlan {
  private readonly images = new Map<string, PlannedImage>();

  /** Plans an image (once per distinct spec) and returns the key that stands for it. */
  add(request: ImageRequest, stem: string, altText: string, title: string): string {
    const key = JSON.stringify(request);
    if (!this.images.has(key)) this.images.set(key, { request, stem, altText, title });
    return key;
  }

  /** The rendered bytes of a planned image. */
  bytes(key: string): Promise<Buffer> {
    const image = this.images.get(key);
    if (!image) throw new Error(`image ${key} was never planned`);
    return render(key, image.request);
  }

  /** How many distinct images are planned. */
  get count(): number {
    return this.images.size;
  }

  /** Renders every planned image (a few at a time) and stores them; returns media ids by key. */
  async store(db: Database, rendered: (count: number) => void = () => undefined): Promise<Map<string, number>> {
    const entries = [...this.images];
    const concurrency = 8;
    for (let start = 0; start < entries.length; start += concurrency) {
      const batch = entries.slice(start, start + concurrency);
      await Promise.all(batch.map(([key]) => this.bytes(key)));
      rendered(batch.length);
    }
    const ids = new Map<string, number>();
    const chunk = 50;
    for (let start = 0; start < entries.length; start += chunk) {
      const files = await Promise.all(
        entries.slice(start, start + chunk).map(async ([key, image]) => mediaFile(await this.bytes(key), image.stem, image.altText, image.title)),
      );
      const inserted = await insertMedia(db, files);
      inserted.forEach((id, index) => ids.set(entries[start + index]![0], id));
    }
    return ids;
  }
}
