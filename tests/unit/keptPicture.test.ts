// The README's screenshots are rewritten only when the page looks different (tests/e2e/kept-picture.ts):
// a few pixels of anti-aliasing leave the committed file as it was; a changed picture replaces it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { keepPicture } from '../e2e/kept-picture';

const folder = mkdtempSync(path.join(tmpdir(), 'kept-picture-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A 100×100 grey PNG with `spots` pixels (from the top left, along the rows) drawn black. */
function png(spots: number): Promise<Buffer> {
  const data = Buffer.alloc(100 * 100 * 3, 200);
  data.fill(0, 0, spots * 3);
  return sharp(data, { raw: { width: 100, height: 100, channels: 3 } }).png().toBuffer();
}

describe('a kept picture', () => {
  it('is written when there is none, and left alone for one that looks the same', async () => {
    const file = path.join(folder, 'same.png');
    expect(await keepPicture(file, await png(0))).toBe(true);
    const first = readFileSync(file);
    expect(await keepPicture(file, await png(10))).toBe(false);
    expect(readFileSync(file)).toEqual(first);
  });

  it('is replaced by one that looks different, or has another size', async () => {
    const file = path.join(folder, 'changed.png');
    await keepPicture(file, await png(0));
    expect(await keepPicture(file, await png(500))).toBe(true);
    expect(readFileSync(file)).toEqual(await png(500));
    const wider = await sharp(await png(500)).resize(120, 100).png().toBuffer();
    expect(await keepPicture(file, wider)).toBe(true);
  });
});
