// `npm start`'s first step: runs `npm run build` only when dist/ holds no finished build or one made
// from other sources than today's, so a restart takes seconds instead of a minute of Vite; when only
// the server's sources changed, it bundles the server again (scripts/server-bundle.ts). The
// step is told like the server's own (server/start/console-steps.ts); Vite's listing of every
// chunk is shown only when the build fails.
import { spawn } from 'node:child_process';
import { consoleSteps } from '../server/start/console-steps';
import { buildFingerprint, readStamp } from './build-stamp';
import { bundleServer, serverBundleFresh } from './server-bundle';

function runBuild(): Promise<string> {
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk));
    build.once('error', reject);
    build.once('exit', (code) => {
      if (code === 0) resolve(readStamp()!.build);
      else reject(new Error(`npm run build exited with ${code}:\n${output}`));
    });
  });
}

const stamp = readStamp();
const fresh = stamp?.fingerprint === buildFingerprint();
const why = stamp ? 'the sources changed since the last build' : 'no finished build in dist/';
// The server's bundle follows the server's sources on its own: a change there takes a second.
const serverFresh = serverBundleFresh();
try {
  await consoleSteps().run(
    { name: 'Build', doing: fresh ? 'dist/ matches the sources' : `${why}: building (about a minute)` },
    async () => {
      if (!fresh) return `built ${await runBuild()}`;
      if (serverFresh) return `up to date (build ${stamp.build})`;
      await bundleServer();
      return `server bundled again, client up to date (build ${stamp.build})`;
    },
    (outcome) => outcome,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
