// Issue 39: every command of the shop's CLI works whether or not the shop is running. On a data
// directory no shop holds, the real CLI opens the embedded PGlite itself; while a shop (a real
// server process) holds it, the same command runs inside that shop, which shows the change at
// once; commands that must open the database themselves are refused then; the shop takes commands
// only with its owner's key and not through a proxy; and when a shop holds the database but does
// not answer, the CLI refuses with a clear message and a non-zero exit.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOwnerKey } from '../../server/shop-cli/owner-key';
import { shopChannel } from '../../server/shop-cli/shop-channel';
import { seededDataDir } from '../e2e/seeded-data-dir';
import { assertProductionBuild, freePort, startServerProcess, type ServerProcess } from './server-process';

const root = fileURLToPath(new URL('../../', import.meta.url));
// A simple product of the demo shop (the Kids' Fleece Hoodie).
const sku = 'HD-004';

describe('the shop CLI with and without a running shop (PGlite)', () => {
  let dir = '';
  let dataDir = '';
  let server: ServerProcess | undefined;
  const env = () => ({ DATABASE_URL: '', GRAPHQL_ENDPOINT: '', DATA_DIR: dataDir, MAIL_OUTBOX: path.join(dir, 'outbox') });

  /** The real CLI as a terminal runs it: its exit code and what it printed. */
  function cli(argv: string[]): Promise<{ code: number; out: string }> {
    return new Promise((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'server/shop-cli/cli.ts', ...argv], { cwd: root, env: { ...process.env, ...env() }, timeout: 110_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}`.trim() }),
      );
    });
  }

  async function shownStock(origin: string): Promise<number> {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ product(id: "${sku}", idType: SKU) { ... on SimpleProduct { stockQuantity } } }` }),
    });
    return ((await response.json()) as { data: { product: { stockQuantity: number } } }).data.product.stockQuantity;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-cli-'));
    dataDir = path.join(dir, 'pglite');
    await seededDataDir(dataDir);
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('opens the data directory itself, goes through the running shop, and refuses when neither is open', { timeout: 300_000 }, async () => {
    assertProductionBuild();
    expect(await cli(['stock', sku, '10'])).toEqual({ code: 0, out: expect.stringMatching(/^Product \d+ \(SKU HD-004\) has 10 in stock\.$/) });

    server = await startServerProcess(env());
    await server.ready;
    expect(await shopChannel({ databaseUrl: undefined, dataDir })).toMatchObject({ way: 'shop', shop: { url: server.origin } });
    // Made on the first start with the embedded database, for the shop's own user alone.
    expect((await stat(path.join(dataDir, 'shop-owner.key'))).mode & 0o777).toBe(0o600);
    expect(await shownStock(server.origin)).toBe(10);

    expect(await cli(['stock', sku, '3'])).toEqual({ code: 0, out: expect.stringMatching(/has 3 in stock\.$/) });
    // The change was made in the shop's own process: its next answer shows it.
    expect(await shownStock(server.origin)).toBe(3);
    expect((await cli(['orders', '--status', 'on-hold'])).code).toBe(0);
    expect(await cli(['stock', 'NO-SUCH-SKU', '1'])).toEqual({ code: 1, out: 'No product or variation has the SKU "NO-SUCH-SKU".' });
    expect(await cli(['stock', sku])).toMatchObject({ code: 2, out: expect.stringContaining('Usage: npm run shop -- stock <SKU> <quantity>') });
    expect(await cli(['export'])).toEqual({ code: 1, out: expect.stringMatching(/^The shop is running \(process \d+\) and holds the database in .*: stop it to run "export"\.$/) });

    const send = (headers: Record<string, string>) =>
      fetch(`${server!.origin}/_shop/command`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ argv: ['stock', sku, '99'] }) });
    const key = await readOwnerKey(dataDir);
    expect((await send({ 'x-shop-owner-key': 'f'.repeat(64) })).status).toBe(403);
    expect((await send({})).status).toBe(403);
    expect((await send({ 'x-shop-owner-key': key, 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect(await shownStock(server.origin)).toBe(3);

    await server.stop();
    expect(await shopChannel({ databaseUrl: undefined, dataDir })).toEqual({ way: 'database' });
    expect(await cli(['stock', sku, '4'])).toEqual({ code: 0, out: expect.stringMatching(/has 4 in stock\.$/) });

    // A shop that holds the database (a live process's note) but answers nowhere.
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    await writeFile(path.join(dataDir, 'shop-running.json'), JSON.stringify({ pid: process.pid, url: nowhere }));
    expect(await cli(['stock', sku, '5'])).toEqual({
      code: 1,
      out: `The shop (process ${process.pid}) holds the database in ${dataDir} but does not answer at ${nowhere}: wait until it has started, or stop it, and try again.`,
    });
    await rm(path.join(dataDir, 'shop-running.json'));
    expect(await shopChannel({ databaseUrl: 'postgres://shop.example/db', dataDir })).toEqual({ way: 'database' });
  });
});
