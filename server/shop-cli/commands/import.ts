// `npm run shop -- import products.csv [--dry-run]`: imports the product CSV WooCommerce's exporter
// writes (server/domain/catalog/csv/catalog-import.ts), with a progress bar on a terminal (plain
// lines otherwise), and lists what it did or, with --dry-run, what it would do. Exits with 1 when a
// row was refused.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { importCatalog, type ImportSummary, type RowProblem } from '../../domain/catalog/csv/catalog-import';
import { withShopDatabase } from '../shop-database';

/** A bar on a terminal; elsewhere (a log, a pipe) a line at every tenth of the rows. */
function progressReporter(): { update(done: number, total: number): void; stop(): void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar({ stream: process.stderr, format: 'Importing [{bar}] {percentage}% | {value}/{total} rows | {eta_formatted} left' }, cliProgress.Presets.shades_classic);
    let started = false;
    return {
      update(done, total) {
        if (!started) bar.start(total, done);
        started = true;
        bar.update(done);
      },
      stop: () => bar.stop(),
    };
  }
  let lastTenth = -1;
  return {
    update(done, total) {
      const tenth = total ? Math.floor((done * 10) / total) : 10;
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      console.error(`Imported ${done} of ${total} rows`);
    },
    stop: () => {},
  };
}

const problemLine = (problem: RowProblem) => `  row ${problem.row}${problem.column ? `, column "${problem.column}"` : ''}: ${problem.message}`;

function report(summary: ImportSummary, dryRun: boolean): void {
  const count = (action: string, kind: string) => summary.changes.filter((change) => change.action === action && change.kind === kind).length;
  if (dryRun) {
    for (const change of summary.changes) console.log(`  row ${change.row}: would ${change.action} ${change.kind} "${change.label}"`);
  }
  const verb = dryRun ? 'Would create' : 'Created';
  console.log(
    `${verb} ${count('create', 'product')} products and ${count('create', 'variation')} variations, ` +
      `${dryRun ? 'would update' : 'updated'} ${count('update', 'product')} products and ${count('update', 'variation')} variations, of ${summary.rows} rows.`,
  );
  if (summary.categoriesCreated.length) console.log(`${dryRun ? 'Categories it would create' : 'Categories created'}: ${summary.categoriesCreated.join(', ')}`);
  const list = (title: string, problems: RowProblem[]) => {
    if (!problems.length) return;
    console.log(`${title} (${problems.length}):`);
    for (const problem of problems) console.log(problemLine(problem));
  };
  list('Rows not imported, each left as it was', summary.failed);
  list('Pictures not imported', summary.images);
  list('Notes', summary.notes);
  if (summary.notKept.size) {
    console.log(`Columns the shop keeps nothing of: ${[...summary.notKept].map(([column, rows]) => `${column} (${rows} ${rows === 1 ? 'row' : 'rows'})`).join(', ')}`);
  }
  if (summary.unknownColumns.length) console.log(`Columns no WooCommerce product CSV has, not read: ${summary.unknownColumns.join(', ')}`);
}

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false } } });
  const [file] = positionals;
  if (!file) {
    console.error('Usage: npm run shop -- import products.csv [--dry-run]');
    return 1;
  }
  const dryRun = values['dry-run'] ?? false;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  return withShopDatabase(async (db, where) => {
    console.log(`Importing ${file} into ${where}${dryRun ? ' (dry run: nothing is written)' : ''}`);
    const progress = progressReporter();
    let summary: ImportSummary;
    try {
      summary = await importCatalog(db, text, { dryRun, folder: path.dirname(path.resolve(file)), onProgress: progress.update });
    } catch (error) {
      progress.stop();
      console.error((error as Error).message);
      return 1;
    } finally {
      progress.stop();
    }
    report(summary, dryRun);
    return summary.failed.length ? 1 : 0;
  });
}
