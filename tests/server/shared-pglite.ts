// The seeded PGlite that a vitest worker's read-only files share, as they share the run's one seeded
// database on PostgreSQL: opening a private copy from the dump costs each file seconds of CPU. The
// server project keeps a worker's modules from file to file (vitest.config.ts, `isolate: false`), so
// the copy opened by the worker's first such file serves the rest, one file at a time; it ends with
// the worker.
import type { PGlite } from '@electric-sql/pglite';
import { pgliteFromDump } from './seeded-pglite-dump';

let shared: Promise<PGlite> | undefined;

export function sharedSeededPglite(dumpPath: string): Promise<PGlite> {
  shared ??= pgliteFromDump(dumpPath);
  return shared;
}
