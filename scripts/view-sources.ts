// Which source file renders each view, read from the screens (src/screens/*.ts: `view: 'product'`
// and `component: () => import('../views/product/ProductPage')`, the shape screen.ts prescribes).
// The build writes it beside the client (scripts/finish-build.ts) so the server can preload a
// page's view chunk with the page; the manifest knows chunks only by their source.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const viewSourcesFile = '_build/view-sources.json';

/** View name → the view's source as the manifest keys it ('src/views/product/ProductPage.tsx'). */
export function readViewSources(screensDir = path.resolve('src/screens')): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const file of readdirSync(screensDir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(path.join(screensDir, file), 'utf8');
    const view = /^\s*view: '(\w+)',$/m.exec(text)?.[1];
    const component = /^\s*component: \(\) => import\('\.\.\/views\/([\w/]+)'\),$/m.exec(text)?.[1];
    if (!view && !component) continue;
    if (!view || !component) throw new Error(`src/screens/${file}: found ${view ? 'a view but no component import' : 'a component import but no view'}`);
    sources[view] = `src/views/${component}.tsx`;
  }
  return sources;
}
