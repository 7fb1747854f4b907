// The build's fingerprint: one hash of everything `npm run build` reads. The build stamps dist/
// with it (scripts/finish-build.ts), and `npm start` builds again only when today's differs
// (scripts/build-if-stale.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the build reads: the code Vite bundles (src/, and common/ which it shares with the server;
 * they import nothing else but packages), the files it copies, its configuration (including the
 * .env files Vite loads), the exact versions of the packages, the build command itself
 * (package.json) and the build's last step.
 */
export const buildInputs = [
  'src',
  'common',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  // The build's own steps: the bundler's plugins and options, and what finish-build.ts runs.
  'scripts/compile-hint.ts',
  'scripts/style-order-plugin.ts',
  'scripts/finish-build.ts',
  'scripts/build-id.ts',
  'scripts/page-template.ts',
  'scripts/view-sources.ts',
  'scripts/view-styles.ts',
  'server/http/first-load-files.ts',
  'server/http/build-files.ts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Inside dist/client, which `vite build` empties first: a build that fails or stops at any step leaves no stamp. */
export const stampFile = 'dist/client/.vite/build-stamp.json';

export interface BuildStamp {
  fingerprint: string;
  /** The build's id, as in dist/client/_build/latest.json. */
  build: string;
}

export function buildFingerprint(root = process.cwd()): string {
  return filesFingerprint(buildInputs.flatMap((input) => filesUnder(root, input)).sort(), root);
}

/** One hash of the files (relative to `root`), their names and contents, in the order given. */
export function filesFingerprint(files: readonly string[], root: string): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const content = createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex');
    hash.update(`${file}\0${content}\n`);
  }
  return hash.digest('hex');
}

export function readStamp(root = process.cwd()): BuildStamp | undefined {
  const file = path.join(root, stampFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildStamp) : undefined;
}

/** The files at a relative path (itself, or everything below it), as relative paths with forward slashes. */
function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full).flatMap((name) => filesUnder(root, `${relative}/${name}`));
}
