// `npm test`'s first step: `npm run typecheck` and `npm run build` side by side. Neither needs the
// other, and tsc keeps one core busy while the build leaves the other mostly idle, so together they
// take about as long as the longer one instead of both one after the other. Fails when either fails.
import { spawn } from 'node:child_process';

/** Runs an npm script with this terminal; resolves with its exit code. */
function npmRun(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all([npmRun('typecheck'), npmRun('build')]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
