import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole shop: it is small, cached, and no page waits on a chunk's CSS.
        cssCodeSplit: false,
        target: 'es2022',
        rolldownOptions: {
          output: {
            // The libraries, translations and image URLs every page uses go in one chunk: many small
            // shared chunks would each cost a request and compress worse than one.
            codeSplitting: { groups: [{ name: 'core', test: /node_modules|\/src\/(i18n|media)\// }] },
          },
        },
      },
}));
