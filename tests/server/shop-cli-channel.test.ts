// Issue 39: every command of the shop's CLI works whether or not the shop is running. On a data
// directory no shop holds, the CLI opens the embedded PGlite itself; while a shop (a real server
// process) holds it, the same command runs inside that shop, which shows the change at once; the
// product CSV's import (its dry run too) and export go through the shop with the owner's files, the
// import's progress arriving as it runs while shoppers are still answered, and a second import at
// once refused; the shop takes commands only with its owner's key and not through a proxy; and when
// a shop holds the database but does not answer, the CLI refuses with a clear message and a
// non-zero exit. The long import runs as the real CLI in a process of its own, the other commands
// through the CLI's own entry in this process (the real process on a data directory no shop holds:
// shop-cli.test.ts).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runShopCommand } from '../../server/shop-cli/cli';
import { readOwnerKey } from '../../server/shop-cli/owner-key';
import { shopChannel } from '../../server/shop-cli/shop-channel';
import { seededDataDir } from '../e2e/seeded-data-dir';
import { ScriptedTerminal } from './scripted-terminal';
import { assertProductionBuild, freePort, startServerProcess, type ServerProcess } from './server-process';

const root = fileURLToPath(new URL('../../', import.meta.url));
// A simple product of the demo shop (the Kids' Fleece Hoodie).
const sku = 'HD-004';
const fixture = 'tests/fixtures/catalog-import/products.csv';

describe('the shop CLI with and without a running shop (PGlite)', () => {
  let dir = '';
  let dataDir = '';
  let server: ServerProcess | undefined;
  const env = () => ({ DATABASE_URL: '', GRAPHQL_ENDPOINT: '', DATA_DIR: dataDir, MAIL_OUTBOX: path.join(dir, 'outbox') });

  /**
   * The CLI's entry, as `npm run shop` calls it, in this process with the shell's settings: its exit
   * code and what it printed (standard output, then beside it, as a shell captures both).
   */
  async function cli(argv: string[], terminal = new ScriptedTerminal()): Promise<{ code: number; out: string }> {
    for (const [name, value] of Object.entries(env())) vi.stubEnv(name, value);
    try {
      const code = await runShopCommand(argv, terminal);
      return { code, out: [...terminal.printed, ...terminal.aside].join('\n') };
    } finally {
      vi.unstubAllEnvs();
    }
  }

  /** The real CLI started: resolves `progressed` once it has printed its first progress line. */
  function cliRunning(argv: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/shop-cli/cli.ts', ...argv], { cwd: root, env: { ...process.env, ...env() } });
    let out = '';
    let progressed = () => {};
    const firstProgress = new Promise<void>((resolve) => (progressed = resolve));
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk;
      if (/rows done/.test(out)) progressed();
    });
    const ended = new Promise<{ code: number; out: string }>((resolve) => child.once('close', (code) => resolve({ code: code ?? 1, out })));
    return { firstProgress, ended, isRunning: () => child.exitCode === null };
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

    // The import goes through the shop, with the CSV and its local picture (mug.png) sent along.
    const importing = new ScriptedTerminal();
    const imported = await cli(['import', fixture], importing);
    expect(imported.code).toBe(1);
    expect(importing.progressed.at(-1)).toEqual([8, 8]);
    expect(imported.out).toContain('Created 4 products and 2 variations');
    expect(imported.out).toContain('row 8, column "Sale price": The sale price must be lower than the regular price.');
    expect(imported.out).not.toContain('mug.png');
    // The price the product's page offers (its JSON-LD; with 19 % VAT, as the demo shop shows prices).
    const mugPrice = async () => /"offers":\{"@type":"Offer","price":"([\d.]+)"/.exec(await (await fetch(`${server!.origin}/product/trail-enamel-mug`)).text())?.[1];
    // The shop's page shows the imported sale price (9.50) at once.
    expect(await mugPrice()).toBe('11.31');
    const cheaper = path.join(dir, 'cheaper.csv');
    await writeFile(cheaper, (await readFile(path.join(root, fixture), 'utf8')).replace(',9.5,12,', ',7.25,12,').replace('mug.png', path.join(root, 'tests/fixtures/catalog-import/mug.png')));
    const dryRun = await cli(['import', cheaper, '--dry-run']);
    expect(dryRun.out).toContain('Would create 0 products and 0 variations, would update 4 products and 2 variations, of 8 rows.');
    expect(await mugPrice()).toBe('11.31');

    // The export comes back to the CLI, which writes the file; imported again it changes nothing but updates.
    const exportFile = path.join(dir, 'export.csv');
    const exporting = new ScriptedTerminal();
    const exported = await cli(['export', exportFile, '--origin', 'http://127.0.0.1:9'], exporting);
    const [, products, variations] = /^Exported (\d+) products and (\d+) variations to .*\.$/.exec(exported.out) ?? [];
    expect(exported.code).toBe(0);
    expect(Number(products)).toBeGreaterThan(60);
    // What the CLI's terminal writes to the file it named.
    expect(exporting.outputs).toEqual([{ data: expect.any(String), file: exportFile }]);
    await writeFile(exportFile, exporting.outputs[0]!.data);
    expect((await readFile(exportFile, 'utf8')).split('\n')[0]).toContain('ID,Type,SKU');
    const reimport = cliRunning(['import', exportFile]);
    await reimport.firstProgress;
    // A second import while the first runs is refused, and shoppers are answered meanwhile.
    const second = await fetch(`${server.origin}/_shop/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-owner-key': await readOwnerKey(dataDir) },
      body: JSON.stringify({ argv: ['import', 'second.csv'], files: { 'second.csv': { base64: Buffer.from(await readFile(cheaper)).toString('base64') } } }),
    });
    expect((await second.text()).trim().split('\n').map((line) => JSON.parse(line))).toEqual([
      { print: 'Importing second.csv' },
      { aside: 'Another import is under way in this shop: wait until it has ended, then run this one again.' },
      { exitCode: 1 },
    ]);
    expect(await mugPrice()).toBe('11.31');
    expect(reimport.isRunning()).toBe(true);
    const reimported = await reimport.ended;
    expect(reimported.out).toContain(`Created 0 products and 0 variations, updated ${products} products and ${variations} variations`);
    expect(reimported.code).toBe(0);

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

    // A shop that holds the database (a live process's note) but answers nowhere: another process's,
    // since the CLI runs in this one, whose own note would hold nothing.
    const holder = process.ppid;
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    await writeFile(path.join(dataDir, 'shop-running.json'), JSON.stringify({ pid: holder, url: nowhere }));
    expect(await cli(['stock', sku, '5'])).toEqual({
      code: 1,
      out:
        `The shop (process ${holder}) holds the database in ${dataDir} but does not answer at ${nowhere}: wait until it has started, or stop it, and try again. ` +
        `(If no shop runs there, process ${holder} is another program: delete ${path.join(dataDir, 'shop-running.json')}.)`,
    });
    await rm(path.join(dataDir, 'shop-running.json'));
    expect(await shopChannel({ databaseUrl: 'postgres://shop.example/db', dataDir })).toEqual({ way: 'database' });
  });
});
