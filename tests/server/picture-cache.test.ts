// The demo seed's drawn pictures kept on disk (server/seed/picture-cache.ts): a second seeding, in
// another process, takes a picture from the disk instead of drawing it again and gets the same
// bytes; a folder kept for other drawing code goes; and where nothing can be kept, every picture is
// drawn and nothing fails.
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProductImage } from '../../server/seed/images';
import { pictureCache } from '../../server/seed/picture-cache';

const roots: string[] = [];
function freshRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'picture-cache-'));
  roots.push(root);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const spec = { art: 'mug', color: '#2f6f8f', seed: 7 } as const;

describe('the demo pictures kept on disk', () => {
  it('draws a picture once: a cache opened afterwards on the same folder, as another process would, reads it', async () => {
    const root = freshRoot();
    const draw = vi.fn(() => renderProductImage(spec));
    const drawn = await pictureCache(root).picture(JSON.stringify(spec), draw);
    const kept = await pictureCache(root).picture(JSON.stringify(spec), draw);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(kept.equals(drawn)).toBe(true);
    expect(kept.equals(await renderProductImage(spec))).toBe(true);
  });

  it('draws another spec anew', async () => {
    const root = freshRoot();
    const cache = pictureCache(root);
    const draw = vi.fn(async () => Buffer.from('a picture'));
    await cache.picture('one', draw);
    await cache.picture('two', draw);
    await cache.picture('one', draw);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('removes the folder kept for other drawing code, and leaves no partly written file', async () => {
    const root = freshRoot();
    mkdirSync(path.join(root, '0123456789abcdef'));
    writeFileSync(path.join(root, '0123456789abcdef', 'old.webp'), 'old');
    await pictureCache(root).picture('one', async () => Buffer.from('new'));
    const folders = readdirSync(root);
    expect(folders).toHaveLength(1);
    expect(folders[0]).not.toBe('0123456789abcdef');
    expect(readdirSync(path.join(root, folders[0]!)).filter((file) => !file.endsWith('.webp'))).toEqual([]);
  });

  it('draws every time where nothing can be kept', async () => {
    const root = path.join(freshRoot(), 'a-file');
    writeFileSync(root, 'not a folder');
    const cache = pictureCache(root);
    const draw = vi.fn(async () => Buffer.from('a picture'));
    expect((await cache.picture('one', draw)).toString()).toBe('a picture');
    expect((await cache.picture('one', draw)).toString()).toBe('a picture');
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
