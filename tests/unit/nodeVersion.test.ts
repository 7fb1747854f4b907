// Issue 42: no engine warnings on the Node.js the README names. Every package the lock file
// installs accepts package.json's lowest Node (`engines`, which .nvmrc agrees with), and `npm
// start` refuses an older Node with a message that says which to use.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const wanted: string = readJson('package.json').engines.node;
const lowest = semver.minVersion(wanted)!.version;

/** Runs the start's version check as if Node.js were `version`. */
function checkAs(version: string) {
  const pretend = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`;
  return spawnSync(process.execPath, ['--import', pretend, 'scripts/check-node-version.mjs'], { cwd: root, encoding: 'utf8' });
}

describe('the supported Node.js', () => {
  it('is one every installed package accepts', () => {
    const refusing = Object.entries<{ version: string; engines?: { node?: string } }>(readJson('package-lock.json').packages)
      .filter(([where, entry]) => where && entry.engines?.node && !semver.satisfies(lowest, entry.engines.node))
      .map(([where, entry]) => `${where}@${entry.version} wants node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it('is what .nvmrc installs', () => {
    const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(semver.major(lowest)).toBe(Number(nvmrc));
  });

  it('is checked before npm start runs anything else', () => {
    expect(readJson('package.json').scripts.start).toMatch(/^node scripts\/check-node-version\.mjs && /);
    expect(checkAs(lowest).status).toBe(0);
    const older = checkAs('20.18.3');
    expect(older.status).toBe(1);
    expect(older.stderr).toContain(`This shop needs Node.js ${lowest.replace(/\.0$/, '')} or newer; this is Node.js 20.18.3.`);
  });
});
