import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compileHint } from './scripts/compile-hint.ts';
import { isPageMessages, pageMessages } from './scripts/page-messages-plugin.ts';
import { styleOrder } from './scripts/style-order-plugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pageMessages(), styleOrder()],
  resolve: {
    // @xstate/react imports the React 17 fallbacks of useSyncExternalStore; React 19 has it built in,
    // so the browser gets React's own and about a kilobyte less of first-load code.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/views/vendor/useSyncExternalStore.ts', import.meta.url)) },
    ],
  },
  // The catalog list's worker (src/browser/navigation/catalogListWorker.ts) is compiled as it downloads, like
  // the page's larger chunks. Its GraphQL documents are only the two it sends: the generated ones
  // are class instances the bundler cannot tell are free of side effects.
  worker: {
    format: 'es',
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['TypedDocumentString'] },
      output: { entryFileNames: 'assets/[name]-[hash:7].js', postBanner: compileHint },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole shop: it is small, cached, and no page waits on a chunk's CSS.
        cssCodeSplit: false,
        target: 'es2022',
        // No preloading helper in the bundle: the server links every module a page needs before it
        // hydrates (server/http/first-load-files.ts), and later chunks (a deferred part, another
        // view) fetch their few imports when they arrive. The helper and the dependency lists it
        // keeps in every chunk cost each page's first load a kilobyte and more, and the main thread
        // a link element per module at start.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Every chunk's name is listed in the first load (the preload maps of its importers); seven
            // hash characters (the fewest the bundler accepts for this many chunks) instead of eight.
            entryFileNames: 'assets/[name]-[hash:7].js',
            // A language's page messages are named so (src/i18n/pageMessages.ts): the country names' and the
            // manager area's chunks bear the language's name too.
            chunkFileNames: (chunk) => (chunk.facadeModuleId && isPageMessages(chunk.facadeModuleId) ? 'assets/messages-[name]-[hash:7].js' : 'assets/[name]-[hash:7].js'),
            // Larger chunks are compiled as they download, off the main thread (scripts/compile-hint.ts).
            postBanner: compileHint,
            // The libraries, translations, image URLs and the actor system's wiring every page uses go
            // in one chunk: many small shared chunks would each cost a request and compress worse than one.
            // Stripe.js's loader is the checkout's alone, so it stays with the checkout's code. The
            // country names' loader (src/i18n/countryNames.ts) is shared by the few views that show
            // them: its own small chunk, which the bundler would otherwise fold into the core. The long
            // dates' month names (src/i18n/dates.ts) stay with the few pages that show a date, and the manager area's messages (src/i18n/shop/) with it.
            // Each language's page messages (src/i18n/pageMessages.ts) are a chunk of their own: a page loads its language's only.
            // Vite's dynamic-import wrapper stays out of it: the entry needs only the wrapper, and
            // importing it from the core chunk would run the libraries before the page has painted.
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: /vite\/preload-helper/, priority: 2 },
                { name: 'country-names', test: /\/src\/i18n\/countryNames\.ts$/, priority: 2 },
                { name: 'core', test: /node_modules\/(?!@stripe\/)|\/src\/i18n\/(?!countr|dates|shop|locales)|\/common\/imageUrls\.ts$|\/src\/machines\/(system\.ts|react\.tsx)$/, priority: 1 },
              ],
            },
          },
        },
      },
}));
