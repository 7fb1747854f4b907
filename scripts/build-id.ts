// The build's id: it names what browsers keep for good (the views' styles, assets/styles/<id>-<view>.json)
// and tells open pages a new build is out (the build check). So it covers every hashed file Vite
// wrote (its manifest) and how the CSS was cut into the views' pieces: a change to either is a new build.
import { createHash } from 'node:crypto';
import type { StylePiece } from '../src/viewStyles';

export function buildIdOf(viteManifest: Uint8Array | string, viewStyles: Record<string, StylePiece[]>): string {
  return createHash('sha256').update(viteManifest).update(JSON.stringify(viewStyles)).digest('hex').slice(0, 12);
}
