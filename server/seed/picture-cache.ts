// Drawn demo pictures kept on disk between seedings, so seeding again (`npm run seed`, a second
// data folder, a test's fresh database) takes them instead of drawing each again, some 70 ms of a
// core apiece. A picture is found by its spec and by a fingerprint of what draws it (the art and
// scene code, sharp and libvips): the same spec gives the same bytes only while those are
// unchanged, and a folder for other code is removed. Nothing depends on the cache: where it cannot
// be read or written, pictures are drawn as before.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The files whose code decides a picture's bytes for a given spec. */
function drawingFiles(): string[] {
  // From the project's root, where every command runs: the server also runs bundled (scripts/server-bundle.ts).
  const seedDir = path.resolve('server/seed');
  const artDir = path.join(seedDir, 'art');
  return [path.join(seedDir, 'images.ts'), ...readdirSync(artDir).map((file) => path.join(artDir, file))].sort();
}

function fingerprint(): string {
  const hash = createHash('sha256').update(JSON.stringify(sharp.versions));
  for (const file of drawingFiles()) hash.update(path.basename(file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export interface PictureCache {
  /** The picture `spec` names: from the cache, or drawn by `draw` and kept. */
  picture(spec: string, draw: () => Promise<Buffer>): Promise<Buffer>;
}

/** A cache in `root`: one folder for the drawing code as it is now, made on first use. */
export function pictureCache(root: string): PictureCache {
  let folder: string | null | undefined;
  const currentFolder = (): string | null => {
    if (folder !== undefined) return folder;
    try {
      const name = fingerprint();
      mkdirSync(path.join(root, name), { recursive: true });
      for (const other of readdirSync(root)) if (other !== name) rmSync(path.join(root, other), { recursive: true, force: true });
      folder = path.join(root, name);
    } catch {
      folder = null;
    }
    return folder;
  };

  return {
    async picture(spec, draw) {
      const dir = currentFolder();
      if (dir === null) return draw();
      const file = path.join(dir, `${createHash('sha256').update(spec).digest('hex').slice(0, 32)}.webp`);
      try {
        return await readFile(file);
      } catch {
        // Not drawn yet.
      }
      const picture = await draw();
      // Written under a name of its own, then renamed: a seeding in another process never reads half a picture.
      const partial = `${file}.${randomBytes(6).toString('hex')}`;
      try {
        await writeFile(partial, picture);
        await rename(partial, file);
      } catch {
        await rm(partial, { force: true });
      }
      return picture;
    },
  };
}

/** The demo seed's pictures, kept beside the installed packages (as build tools keep their caches). */
export const demoPictures = pictureCache(path.resolve('node_modules/.cache/storefront-pictures'));
