// Each view's stylesheet pieces, made after `vite build` (scripts/finish-build.ts): a page holds
// the CSS of the chunks its server rendering may draw (the storefront's frame, the view, the parts
// they defer), not the whole shop's. A piece is one chunk's CSS, numbered by its place in the
// one-file stylesheet's order (scripts/style-order-plugin.ts), so any set of pieces kept in number
// order cascades as the whole stylesheet does. The server inlines a view's pieces in its pages
// (server/http/renderer.ts); a client navigation adds the pieces the page lacks, each in its place
// (src/viewStyles.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'lightningcss';
import { clientStartKey, entryKey, neededBeforeHydration, type Manifest } from '../server/http/first-load-files';
import type { StylePiece } from '../src/viewStyles';
import type { StyleOrder } from './style-order-plugin';

// The browsers Vite reads the build's target (es2022) as, in Lightning CSS's encoding
// (major << 16 | minor << 8): the same as Vite's own CSS minifying.
const targets = { chrome: 94 << 16, edge: 94 << 16, safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8), firefox: 93 << 16, opera: 80 << 16 };

export function minifyCss(css: string, filename: string): string {
  return transform({ filename, code: Buffer.from(css), minify: true, targets }).code.toString();
}

/**
 * The chunks a page of the view may render: the entry, the storefront's start, the view and what
 * it waits for, with everything they import or load later, except other views.
 */
function renderedChunks(manifest: Manifest, graph: StyleOrder['graph'], viewSource: string, viewSources: readonly string[]): Set<string> {
  const otherViews = new Set(viewSources.filter((source) => source !== viewSource).map((source) => manifest[source]!.file));
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = graph[file];
    if (!chunk || files.has(file) || otherViews.has(file)) return;
    files.add(file);
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported);
  };
  for (const key of [entryKey, clientStartKey, viewSource, ...(neededBeforeHydration[viewSource] ?? [])]) visit(manifest[key]!.file);
  return files;
}

/** Every view's pieces, in order. */
export function viewStyles(root: string, manifest: Manifest, styleOrder: StyleOrder, viewSources: Record<string, string>): Record<string, StylePiece[]> {
  const pieces = styleOrder.order.map((file) => {
    const sources = styleOrder.stylesheets[file]!;
    return minifyCss(sources.map((source) => readFileSync(path.join(root, source), 'utf8')).join('\n'), file);
  });
  const sources = Object.values(viewSources);
  return Object.fromEntries(
    Object.entries(viewSources).map(([view, source]) => {
      const rendered = renderedChunks(manifest, styleOrder.graph, source, sources);
      return [view, styleOrder.order.flatMap((file, order): StylePiece[] => (rendered.has(file) ? [[order, pieces[order]!]] : []))];
    }),
  );
}

/** Every piece's stylesheets joined in order and minified as one: to check the order against Vite's own one file. */
export function joinedPieces(root: string, styleOrder: StyleOrder): string {
  const css = styleOrder.order.flatMap((file) => styleOrder.stylesheets[file]!.map((source) => readFileSync(path.join(root, source), 'utf8')));
  return minifyCss(css.join('\n'), 'style.css');
}
