// Writes a screenshot that is committed (the README's tour, docs/screenshots/) only when it looks
// different from the one there: Chromium never draws the same page to the same bytes twice, so
// writing every run would leave the working tree changed while nothing on the page did.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

/** A channel may differ this much (of 255) before its pixel counts as changed: anti-aliasing does less. */
const channelTolerance = 24;
/** The share of changed pixels at which the picture counts as changed. */
const changedShare = 0.002;

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function looksTheSame(before: Buffer, after: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([pixels(before), pixels(after)]);
  if (a.width !== b.width || a.height !== b.height) return false;
  let changed = 0;
  for (let pixel = 0; pixel < a.data.length; pixel += 3) {
    if ([0, 1, 2].some((channel) => Math.abs(a.data[pixel + channel]! - b.data[pixel + channel]!) > channelTolerance)) changed += 1;
  }
  return changed / (a.width * a.height) < changedShare;
}

/** Writes `png` to `file` unless the picture there looks the same; answers whether it wrote. */
export async function keepPicture(file: string, png: Buffer): Promise<boolean> {
  if (existsSync(file) && (await looksTheSame(readFileSync(file), png))) return false;
  writeFileSync(file, png);
  return true;
}
