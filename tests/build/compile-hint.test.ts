// Issue 16: the larger chunks of the client build begin with V8's compile hint (scripts/compile-hint.ts),
// so the browser compiles them while they download instead of on the main thread as the page
// hydrates; the small ones go without, since the comment's bytes count against the first load. It
// reads the build `npm test` makes first (`npm run build`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileHintComment } from '../../scripts/compile-hint';

const assetsDir = path.resolve('dist/client/assets');
if (!existsSync(assetsDir)) throw new Error('no build in dist/: run `npm run build` first');
const chunks = readdirSync(assetsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(path.join(assetsDir, file), 'utf8') }));
const hinted = (code: string) => code.startsWith(`${compileHintComment}\n`);

describe('compile hints', () => {
  it('begin the libraries, the storefront start and every other chunk of 20 KB or more', () => {
    const large = chunks.filter(({ code }) => code.length >= 20_000);
    expect(large.map(({ file }) => file)).toEqual(expect.arrayContaining([expect.stringMatching(/^core-/), expect.stringMatching(/^client-start-/)]));
    expect(large.filter(({ code }) => !hinted(code)).map(({ file }) => file)).toEqual([]);
  });

  it('leave out chunks of under 2 KB', () => {
    const small = chunks.filter(({ code }) => code.length < 2_000);
    expect(small.length).toBeGreaterThan(10);
    expect(small.filter(({ code }) => hinted(code)).map(({ file }) => file)).toEqual([]);
  });
});
