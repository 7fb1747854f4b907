import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint } from '../../scripts/build-stamp';

describe('buildFingerprint', () => {
  let root: string;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
    write('index.html', '<div id="root"></div>');
    write('src/App.tsx', 'export const App = () => null;');
    write('package-lock.json', '{}');
    write('data/pglite/base', 'rows');
    write('tests/unit/app.test.ts', 'test');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('changes when a source file changes, appears or goes', () => {
    const before = buildFingerprint(root);
    write('src/App.tsx', 'export const App = () => "shop";');
    const edited = buildFingerprint(root);
    write('src/views/Home.tsx', 'export {};');
    const added = buildFingerprint(root);
    rmSync(path.join(root, 'src/views/Home.tsx'));
    expect(new Set([before, edited, added]).size).toBe(3);
    expect(buildFingerprint(root)).toBe(edited);
  });

  it('changes when the build configuration or the locked packages change', () => {
    const before = buildFingerprint(root);
    write('vite.config.ts', 'export default {};');
    const configured = buildFingerprint(root);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(new Set([before, configured, buildFingerprint(root)]).size).toBe(3);
  });

  it('ignores what the build does not read: the database, the tests, the server, the last build', () => {
    const before = buildFingerprint(root);
    write('data/pglite/base', 'other rows');
    write('tests/unit/app.test.ts', 'another test');
    write('server/main.ts', 'export {};');
    write('dist/client/.vite/build-stamp.json', '{}');
    expect(buildFingerprint(root)).toBe(before);
  });
});
