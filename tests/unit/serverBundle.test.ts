// The production server's bundle (scripts/server-bundle.ts): made again when a file in it changes,
// and, as the real one is, free of imports that would load a package before main.ts sets NODE_ENV.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleServer, serverBundleEntry, serverBundleFresh } from '../../scripts/server-bundle';

describe('the server bundle', () => {
  let root: string;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
    write('package-lock.json', '{}');
    write('scripts/server-bundle.ts', '// the bundler');
    write('server/main.ts', "process.env.NODE_ENV ??= 'production';\nconst { answer } = await import('./answer');\nconsole.log(answer);\n");
    write('server/answer.ts', "import { readFileSync } from 'node:fs';\nexport const answer = readFileSync.name;\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is stale until made, and again when a file in it or the lock file changes', async () => {
    expect(serverBundleFresh(root)).toBe(false);
    await bundleServer(root);
    expect(existsSync(path.join(root, serverBundleEntry))).toBe(true);
    expect(serverBundleFresh(root)).toBe(true);
    write('server/answer.ts', "export const answer = 'changed';\n");
    expect(serverBundleFresh(root)).toBe(false);
    await bundleServer(root);
    expect(serverBundleFresh(root)).toBe(true);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(serverBundleFresh(root)).toBe(false);
  });

  it('keeps what main.ts imports lazily in chunks of their own, loaded after its first lines', async () => {
    await bundleServer(root);
    const main = readFileSync(path.join(root, serverBundleEntry), 'utf8');
    expect(main).not.toMatch(/^import /m);
    expect(main.indexOf('NODE_ENV')).toBeLessThan(main.indexOf('await import('));
  });
});
