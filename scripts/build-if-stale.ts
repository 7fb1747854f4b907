// `npm start`'s first step: runs `npm run build` only when dist/ holds no finished build or one made
// from other sources than today's, so a restart takes seconds instead of a minute of Vite.
import { spawnSync } from 'node:child_process';
import { buildFingerprint, readStamp } from './build-stamp';

const stamp = readStamp();
if (stamp?.fingerprint === buildFingerprint()) {
  console.log(`build ${stamp.build} is current`);
} else {
  console.log(stamp ? 'the sources changed since the last build: building' : 'no finished build in dist/: building');
  const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exitCode = status ?? 1;
}
