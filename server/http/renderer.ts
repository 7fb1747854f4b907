// Where the server-side renderer comes from: the built bundle in production, Vite in development.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { viewSourcesFile } from './build-files';
import { locales, type Locale } from '../../common/locales';
import { styleElements, viewStylesPath, type StylePiece } from '../../src/viewStyles';
import { firstLoadFiles, type Manifest } from './first-load-files';

export type SsrModule = typeof import('../../src/entry-server');

export interface Renderer {
  buildId: string;
  module(): Promise<SsrModule>;
  template(url: string): Promise<string>;
  /**
   * The code a page of this view in this language loads before it hydrates, besides what the
   * template already names (the entry script): the storefront's start, the libraries, the view's
   * chunk, their imports, the language's data the view needs. The
   * page lists it, and the browser entry fetches it all at once after the first paint, instead of
   * module by module as each arrives. Empty in development, where Vite serves modules one by one.
   */
  preloads(view: string, locale: Locale): readonly string[];
  /** The page's CSS, as style elements for its head (UTF-8): the view's pieces (src/viewStyles.ts). Empty in development, where Vite adds each module's CSS. */
  styles(view: string): Uint8Array;
}

export const clientDir = path.resolve('dist/client');

const utf8 = new TextEncoder();
const noStyles = new Uint8Array();

export async function productionRenderer(): Promise<Renderer> {
  const [template, latest, manifest, viewSources] = await Promise.all([
    readFile(path.join(clientDir, 'index.html'), 'utf8'),
    readFile(path.join(clientDir, '_build/latest.json'), 'utf8'),
    readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
    readFile(path.join(clientDir, viewSourcesFile), 'utf8'),
  ]).catch(() => {
    throw new Error('No build found in dist/. Run `npm run build` first (`npm start` does it for you).');
  });
  const module = (await import(path.resolve('dist/server/entry-server.js'))) as SsrModule;
  const views = JSON.parse(viewSources) as Record<string, string>;
  const preloads = viewPreloads(JSON.parse(manifest) as Manifest, views, template);
  const buildId = (JSON.parse(latest) as { id: string }).id;
  const styles = new Map(
    await Promise.all(
      Object.keys(views).map(async (view) => [view, utf8.encode(styleElements(JSON.parse(await readFile(path.join(clientDir, viewStylesPath(buildId, view)), 'utf8')) as StylePiece[]))] as const),
    ),
  );
  return {
    buildId,
    module: async () => module,
    template: async () => template,
    preloads: (view, locale) => preloads.get(`${view} ${locale}`) ?? [],
    styles: (view) => styles.get(view) ?? noStyles,
  };
}

export function developmentRenderer(vite: ViteDevServer): Renderer {
  return {
    buildId: 'development',
    module: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<SsrModule>,
    template: async (url) => vite.transformIndexHtml(url, await readFile(path.resolve('index.html'), 'utf8')),
    preloads: () => [],
    styles: () => noStyles,
  };
}

/** Each view's first-load files in each language (keyed `view locale`) that the template does not name already (its entry script). */
function viewPreloads(manifest: Manifest, viewSources: Record<string, string>, template: string): Map<string, string[]> {
  const notInTemplate = (file: string) => !template.includes(`/${file}"`);
  return new Map(
    Object.entries(viewSources).flatMap(([view, source]) => locales.map((locale) => [`${view} ${locale}`, firstLoadFiles(manifest, source, locale).filter(notInTemplate)] as const)),
  );
}
