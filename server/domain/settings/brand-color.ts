// The storefront's brand colour, which WooNuxt calls `primary_color`: the design token its primary
// buttons and accents are painted with (src/views/styles/tokens.css), read from there so that the
// shop's look is still set in one place.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// From the project's root, where the server runs (also bundled: scripts/server-bundle.ts).
const tokens = readFileSync(path.resolve('src/views/styles/tokens.css'), 'utf8');

/** `--color-brand` ('#1f4b3f'); null if the tokens name none. */
export const brandColor: string | null = /--color-brand:\s*(#[0-9a-f]{3,8})\s*;/i.exec(tokens)?.[1] ?? null;
