import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Four suites; the browser tests under tests/e2e belong to Playwright. The server suite seeds one
// database before it starts (tests/server/global-setup.ts) and every file starts from a copy.
export default defineConfig({
  resolve: {
    // graphql ships a CommonJS and an ES module build. Node loads the CommonJS one for the
    // libraries (yoga, graphql-tools, armor); code under test must get the same copy, or its
    // schemas and errors would belong to "another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'model', include: ['tests/model/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { extends: true, test: { name: 'compat', include: ['tests/compat/**/*.test.ts'] } },
    ],
  },
});
