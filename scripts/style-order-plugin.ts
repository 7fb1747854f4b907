// A Vite plugin for the client build: records which stylesheets each chunk brings and the order
// the one-file stylesheet puts them in, so each page can be served only the CSS its own chunks
// bring, in that same order, and so with the same cascade (scripts/view-styles.ts).
//
// The order is Vite's own for `cssCodeSplit: false`: entry chunks first, each after the chunks it
// imports, then the dynamically imported chunks as they are found; within a chunk, its modules'
// order. Written to .vite/style-order.json beside the manifest.
import path from 'node:path';
import type { Plugin } from 'vite';

export const styleOrderFile = '.vite/style-order.json';

export interface StyleOrder {
  /** Chunk files that bring CSS, in stylesheet order. */
  order: string[];
  /** Each of those chunks' stylesheets (paths from the project's root), in their order within it. */
  stylesheets: Record<string, string[]>;
  /**
   * What each chunk imports and loads later. The manifest leaves out the chunks that hold only CSS
   * (a view's `import '../ui/Page.css'`), which Vite drops once their CSS is in the stylesheet.
   */
  graph: Record<string, { imports: string[]; dynamicImports: string[] }>;
}

export function styleOrder(): Plugin {
  let root = '';
  return {
    name: 'storefront:style-order',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const stylesheets: Record<string, string[]> = {};
      const order: string[] = [];
      const collected = new Set<string>();
      const dynamicImports = new Set<string>();
      const collect = (file: string) => {
        const chunk = byFile.get(file);
        if (!chunk || collected.has(file)) return;
        collected.add(file);
        chunk.imports.forEach(collect);
        chunk.dynamicImports.forEach((imported) => dynamicImports.add(imported));
        const css = chunk.moduleIds.filter((id) => /\.css$/.test(id)).map((id) => path.relative(root, id));
        if (css.length === 0) return;
        order.push(file);
        stylesheets[file] = css;
      };
      for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName);
      // A Set iterates what is added while it is iterated: chunks found on the way are visited too.
      for (const file of dynamicImports) collect(file);
      const graph = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, { imports: chunk.imports, dynamicImports: chunk.dynamicImports }]));
      this.emitFile({ type: 'asset', fileName: styleOrderFile, source: JSON.stringify({ order, stylesheets, graph } satisfies StyleOrder) });
    },
  };
}
