// Each page carries its own view's CSS, not the whole shop's (scripts/view-styles.ts): numbered
// pieces in the one stylesheet's order, so the cascade is the whole stylesheet's. Reads the build
// `npm test` makes first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIdOf } from '../../scripts/build-id';
import { styleOrderFile, type StyleOrder } from '../../scripts/style-order-plugin';
import { viewSourcesFile } from '../../server/http/build-files';
import { joinedPieces } from '../../scripts/view-styles';
import type { Manifest } from '../../server/http/first-load-files';
import { clientDir, productionRenderer } from '../../server/http/renderer';
import { styleElements, viewStylesPath, type StylePiece } from '../../src/viewStyles';

const read = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');
const manifest = JSON.parse(read('.vite/manifest.json')) as Manifest;
const styleOrder = JSON.parse(read(styleOrderFile)) as StyleOrder;
const viewSources = JSON.parse(read(viewSourcesFile)) as Record<string, string>;
const buildId = (JSON.parse(read('_build/latest.json')) as { id: string }).id;
const renderer = await productionRenderer();
const views = Object.keys(viewSources);
const piecesOf = (view: string) => JSON.parse(read(viewStylesPath(buildId, view))) as StylePiece[];
// Vite's one stylesheet, which the pages no longer link.
const wholeStylesheet = read(`assets/${readdirSync(path.join(clientDir, 'assets')).find((file) => file.endsWith('.css'))!}`);
const pieceWith = (stylesheet: string) => styleOrder.order.findIndex((file) => styleOrder.stylesheets[file]!.includes(stylesheet));
const ownPiece = (view: string) => styleOrder.order.indexOf(manifest[viewSources[view]!]!.file);

describe("a page's styles", () => {
  it('are cut from the very stylesheet Vite makes: its pieces, joined in order, minify to it', () => {
    expect(joinedPieces(process.cwd(), styleOrder)).toBe(wholeStylesheet.replace(/\n\/\*\$vite\$:\d+\*\/\n?$/, ''));
  });

  it.each(views)('%s: its pieces in order, the frame’s and its own, no other view’s', (view) => {
    const orders = piecesOf(view).map(([order]) => order);
    expect(orders).toEqual([...new Set(orders)].sort((a, b) => a - b));
    expect(orders).toContain(pieceWith('src/views/styles/tokens.css'));
    expect(orders).toContain(pieceWith('src/views/layout/CartPanel.css'));
    if (ownPiece(view) >= 0) expect(orders).toContain(ownPiece(view));
    for (const other of views.filter((candidate) => candidate !== view && ownPiece(candidate) >= 0)) expect(orders, other).not.toContain(ownPiece(other));
  });

  it('are named by a build id that covers them: browsers keep them for good', () => {
    const styles = Object.fromEntries(views.map((view) => [view, piecesOf(view)]));
    expect(buildIdOf(read('.vite/manifest.json'), styles)).toBe(buildId);
    // The same hashed files cut otherwise (a change to the cutting code alone) is another build.
    const [first, ...rest] = piecesOf('product');
    expect(buildIdOf(read('.vite/manifest.json'), { ...styles, product: [...rest, first!] })).not.toBe(buildId);
  });

  it.each(views)('%s: served inline as its pieces, well under the whole stylesheet', (view) => {
    expect(new TextDecoder().decode(renderer.styles(view))).toBe(styleElements(piecesOf(view)));
    const bytes = piecesOf(view).reduce((sum, [, css]) => sum + css.length, 0);
    expect(bytes / wholeStylesheet.length).toBeLessThan(0.6);
  });

  it('brings what a deferred part and a lazily loaded part need: the product page’s reviews, the account’s tabs', () => {
    expect(piecesOf('product').map(([order]) => order)).toContain(pieceWith('src/views/product/ProductReviews.css'));
    expect(piecesOf('account').map(([order]) => order)).toContain(pieceWith('src/views/account/tabs/AccountSection.css'));
  });
});
