// Issue 42: the first `npm start` on an empty data folder says what it does. Each step is told as
// it starts and as it ends with its time (the build, here up to date: the test reuses the build
// `npm test` makes first; the database, created; the migrations; the catalog, seeded with its
// progress in plain lines since the output is no terminal, its pictures taken from the drawings the
// run's earlier seedings kept (server/seed/picture-cache.ts); the store setup and the demo
// customer), nothing warns, the ready line names the address the server really listens on, and
// the demo customer it names signs in with the `login` mutation.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFingerprint, readStamp } from '../../scripts/build-stamp';
import { demoCustomer } from '../../server/seed/demo-customer';
import { loginMutation } from './accounts-support';
import { assertProductionBuild, freePort } from './server-process';

const root = fileURLToPath(new URL('../../', import.meta.url));
const demoLine = 'Demo customer: sign in at';

/** `npm start` in its own process group (npm, the shell and the server end together); resolves with its output once it names the demo customer. */
function npmStart(env: Record<string, string>): { child: ChildProcess; started: Promise<string> } {
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const started = new Promise<string>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(demoLine) && output.endsWith('\n')) resolve(output);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code} before it was ready:\n${output}`)));
  });
  return { child, started };
}

describe('the first npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-start-'));
  let child: ChildProcess | undefined;

  afterAll(() => {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('tells each step with its time, where it listens and the demo customer, who signs in', { timeout: 240_000 }, async () => {
    assertProductionBuild();
    expect(readStamp()?.fingerprint, 'the build is older than the sources: run `npm run build` first').toBe(buildFingerprint(root));
    const port = await freePort();
    const start = npmStart({
      NODE_ENV: 'production',
      // The embedded PGlite store, whatever this shell points the shop at.
      DATABASE_URL: '',
      GRAPHQL_ENDPOINT: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'pglite'),
      MAIL_OUTBOX: path.join(dataDir, 'outbox'),
    });
    child = start.child;
    const lines = (await start.started).split('\n');

    const seconds = String.raw`\(\d+\.\d s\)`;
    const expected = [
      /^… Build: dist\/ matches the sources$/,
      new RegExp(String.raw`^✓ Build: up to date \(build [0-9a-f]+\) ${seconds}$`),
      /^… Database: creating PGlite in .*pglite$/,
      new RegExp(String.raw`^✓ Database: PGlite in .*pglite, created ${seconds}$`),
      /^… Migrations$/,
      new RegExp(String.raw`^✓ Migrations: \d+ applied ${seconds}$`),
      /^… Catalog: seeding \d+ products with \d+ pictures$/,
      /^ {2}25% \| pictures \d+\/\d+$/,
      new RegExp(String.raw`^✓ Catalog: \d+ products, \d+ variations, \d+ pictures, \d+ reviews ${seconds}$`),
      /^… Store setup: adding the demo coupons, shipping zones and tax rates$/,
      new RegExp(String.raw`^✓ Store setup: added ${seconds}$`),
      new RegExp(`^… Demo customer: adding ${demoCustomer.email}$`),
      new RegExp(String.raw`^✓ Demo customer: added ${seconds}$`),
      new RegExp(`^Storefront ready at http://127\\.0\\.0\\.1:${port} \\(listening on 127\\.0\\.0\\.1 only\\)$`),
      new RegExp(`^${demoLine} http://127\\.0\\.0\\.1:${port}/my-account as ${demoCustomer.email} with the password ${demoCustomer.password}$`),
    ];
    // In this order, each once.
    const found = expected.map((pattern) => lines.findIndex((line) => pattern.test(line)));
    expect(expected.filter((_, position) => found[position]! < 0), lines.join('\n')).toEqual([]);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    expect(lines.filter((line) => /warn|deprecat|\(!\)/i.test(line))).toEqual([]);
    // The seeding's three quarters, one line each.
    expect(lines.filter((line) => /^ {2}\d+% \| /.test(line)).map((line) => line.trim().split('%')[0])).toEqual(['25', '50', '75']);

    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: loginMutation, variables: { username: demoCustomer.email, password: demoCustomer.password } }),
    });
    const { data, errors } = (await response.json()) as { data: { login: { authToken: string; user: { username: string; firstName: string } } }; errors?: unknown };
    expect(errors).toBeUndefined();
    expect(data.login.authToken).toBeTruthy();
    expect(data.login.user).toMatchObject({ username: demoCustomer.username, firstName: demoCustomer.firstName });
  });
});
