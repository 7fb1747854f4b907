// The build's bundle of the server (scripts/server-bundle.ts), which `npm start` runs: main.ts sets
// NODE_ENV in its first lines, before anything loads React or graphql-js, so the bundle must load
// no package before they run.
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { serverBundleEntry, serverBundleFresh } from '../../scripts/server-bundle';

if (!existsSync(serverBundleEntry)) throw new Error('no server bundle in dist/: run `npm run build` first');

it('imports nothing before its first line runs', () => {
  const main = readFileSync(serverBundleEntry, 'utf8');
  expect(main).not.toMatch(/^import /m);
  expect(main.indexOf('process.env.NODE_ENV')).toBeLessThan(main.indexOf('await import('));
});

it('was made from the sources as they are', () => {
  expect(serverBundleFresh()).toBe(true);
});
