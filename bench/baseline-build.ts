// An earlier commit of the shop, built beside this checkout, for benches that compare the code now
// with the code before a change in the same run (interleaved, on the same machine speed): figures
// from another day, even scaled by a reference work unit, moved with the machine (issue 41's page
// CPU read 0.55× by a reference unit in a run where interleaved builds said 0.9×).
// The commit is checked out as a git worktree in the system's temporary folder (not under
// node_modules, whose files Vite's plugins leave untransformed), with this checkout's packages
// linked in, and built once; later runs reuse the build.
import { spawnSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stampFile } from '../scripts/build-stamp';

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.status ?? result.signal})`);
}

/** The folder of `commit`'s build, made when missing. */
export function baselineBuild(commit: string): string {
  const dir = path.join(os.tmpdir(), `storefront-baseline-${commit}`);
  // The stamp is the last thing a build writes (scripts/finish-build.ts).
  if (existsSync(path.join(dir, stampFile))) return dir;
  console.log(`building ${commit} as the baseline in ${dir} (once)…`);
  if (!existsSync(dir)) run('git', ['worktree', 'add', '--detach', '--force', dir, commit], process.cwd());
  if (!existsSync(path.join(dir, 'node_modules'))) symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  run('npm', ['run', 'build'], dir);
  return dir;
}

/** How to start that build's server, as its own `npm start` did: its bundle where it has one, else its sources under tsx. */
export function baselineServerArgs(dir: string): string[] {
  return existsSync(path.join(dir, 'dist/server-bundle/main.js')) ? ['dist/server-bundle/main.js'] : ['--import', 'tsx', 'server/main.ts'];
}
