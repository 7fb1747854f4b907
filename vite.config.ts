import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // @xstate/react imports the React 17 fallbacks of useSyncExternalStore; React 19 has it built in,
    // so the browser gets React's own and about a kilobyte less of first-load code.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/vendor/useSyncExternalStore.ts', import.meta.url)) },
    ],
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
        // Every browser the shop supports preloads modules itself (Safari 15/16 only loses the head
        // start, never a module): the polyfill would cost every page's first load a third of a KB.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Every chunk's name is listed in the first load (the preload maps of its importers); seven
            // hash characters (the fewest the bundler accepts for this many chunks) instead of eight.
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            // The libraries, translations, image URLs and the actor system's wiring every page uses go
            // in one chunk: many small shared chunks would each cost a request and compress worse than one.
            // Stripe.js's loader is the checkout's alone, so it stays with the checkout's code.
            codeSplitting: { groups: [{ name: 'core', test: /node_modules\/(?!@stripe\/)|\/src\/i18n\/|\/common\/imageUrls\.ts$|\/src\/machines\/system\.ts$/ }] },
          },
        },
      },
}));
