// Where the server-side renderer comes from: the built bundle in production, Vite in development.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViteDevServer } from 'vite';

export type SsrModule = typeof import('../../src/entry-server');

export interface Renderer {
  buildId: string;
  module(): Promise<SsrModule>;
  template(url: string): Promise<string>;
}

export const clientDir = path.resolve('dist/client');

export async function productionRenderer(): Promise<Renderer> {
  const [template, latest] = await Promise.all([
    readFile(path.join(clientDir, 'index.html'), 'utf8'),
    readFile(path.join(clientDir, '_build/latest.json'), 'utf8'),
  ]).catch(() => {
    throw new Error('No build found in dist/. Run `npm run build` first (`npm start` does it for you).');
  });
  const module = (await import(path.resolve('dist/server/entry-server.js'))) as SsrModule;
  return {
    buildId: (JSON.parse(latest) as { id: string }).id,
    module: async () => module,
    template: async () => template,
  };
}

export function developmentRenderer(vite: ViteDevServer): Renderer {
  return {
    buildId: 'development',
    module: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<SsrModule>,
    template: async (url) => vite.transformIndexHtml(url, await readFile(path.resolve('index.html'), 'utf8')),
  };
}
