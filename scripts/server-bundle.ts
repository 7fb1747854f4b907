// The production server as one bundle of our own code (dist/server-bundle/), which `npm start`, the
// supervisor's workers and the tests' server processes run with plain Node. Run from the sources
// through tsx, every module the server loads (some thousand, packages included) went through
// tsx's loader hooks on a thread of their own, and a start took 6.3 s; bundled, with the packages
// left to Node, 4.0 s. `npm run dev` still runs the sources. The bundle records the files it was
// made of and their hash, so `npm start` makes it again, in a second, only when one has changed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesFingerprint } from './build-stamp';

const serverBundleDir = 'dist/server-bundle';
/** What `npm start` runs. */
export const serverBundleEntry = `${serverBundleDir}/main.js`;
const stampFile = `${serverBundleDir}/stamp.json`;

interface ServerBundleStamp {
  /** The source files in the bundle, from the project's root. */
  inputs: string[];
  fingerprint: string;
}

export async function bundleServer(root = process.cwd()): Promise<void> {
  // Loaded here: the tests and benches that only ask where the bundle is need no bundler.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outdir: serverBundleDir,
    bundle: true,
    // Each `await import()` stays a chunk loaded when it is reached: main.ts sets NODE_ENV before
    // anything loads React or graphql-js, and the seeding code loads only when a database is seeded.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Packages are loaded by Node from node_modules, as with the sources.
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  // The bundler's version and options count too: a new one bundles again.
  const inputs = [...Object.keys(result.metafile.inputs), 'scripts/server-bundle.ts', 'package-lock.json'].sort();
  writeFileSync(path.join(root, stampFile), JSON.stringify({ inputs, fingerprint: filesFingerprint(inputs, root) } satisfies ServerBundleStamp));
}

/** Whether the bundle was made from the sources as they are now. */
export function serverBundleFresh(root = process.cwd()): boolean {
  const file = path.join(root, stampFile);
  if (!existsSync(file) || !existsSync(path.join(root, serverBundleEntry))) return false;
  const stamp = JSON.parse(readFileSync(file, 'utf8')) as ServerBundleStamp;
  if (!stamp.inputs.every((input) => existsSync(path.join(root, input)))) return false;
  return filesFingerprint(stamp.inputs, root) === stamp.fingerprint;
}
