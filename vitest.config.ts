import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Four suites (unit, model, build — which checks the build `npm test` makes first — and server with
// the compatibility suite); the browser tests under
// tests/e2e belong to Playwright. The server suite seeds one database before it starts
// (tests/server/global-setup.ts): a file that writes starts from a copy, those that only read share one.
export default defineConfig({
  resolve: {
    // graphql ships a CommonJS and an ES module build. Node loads the CommonJS one for the
    // libraries (yoga, graphql-tools, armor); code under test must get the same copy, or its
    // schemas and errors would belong to "another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // Vitest's default is one worker fewer than the cores: on a two-core machine every file ran
    // alone, and the whole run took 535 s where two workers take 380 s.
    maxWorkers: availableParallelism(),
    projects: [
      // Each of their files gets a fresh worker: a thread starts for less than a process (alone on
      // an idle two-core machine, the unit project took 42 s in threads against 52 s in forked
      // processes, the model project 31 s against 34 s).
      // A file's first test pays for importing what it renders (2.5 s for a page's views alone, 7 s on
      // a loaded machine): more than vitest's default 5 s per test.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], pool: 'threads', testTimeout: 30_000 } },
      { extends: true, test: { name: 'model', include: ['tests/model/**/*.test.{ts,tsx}'], pool: 'threads' } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          // The server and the compatibility suite, which walks WooGraphQL clients through the
          // server, on the same seeded databases (one global setup seeds them once per run).
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/compat/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          // Each file brings up its own server, and the server keeps its caches per database
          // connection, so files can share a worker's loaded modules: importing the server (GraphQL,
          // Yoga, PGlite, drizzle, Fastify) afresh for each of some sixty files took minutes. The
          // files that only read share the worker's seeded PGlite too (tests/server/shared-pglite.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
