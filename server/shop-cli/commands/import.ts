// `npm run shop -- import products.csv [--dry-run]`: imports the product CSV WooCommerce's exporter
// writes (server/domain/catalog/csv/catalog-import.ts), with a progress bar on the owner's terminal,
// and lists what it did or, with --dry-run, what it would do. Exits with 1 when a row was refused.
// The CSV and its local pictures are the owner's files, read through the terminal: inside a running
// shop they are the ones the CLI sent (filesToSend), since the shop may not see the owner's folders.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importCatalog, type ImportSummary, type RowProblem } from '../../domain/catalog/csv/catalog-import';
import { localPicturesOf } from '../../domain/catalog/csv/import-images';
import { InputError } from '../../domain/input-error';
import { maxSentBytes } from '../channel-messages';
import { UsageError, type CommandContext } from '../shop-command';
import type { Terminal } from '../terminal';

/** The largest CSV taken, with or without a running shop: the most one command may send one. */
const maxCsvBytes = maxSentBytes;

function importArgs(args: string[]): { file: string; dryRun: boolean } {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false } } });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new UsageError('Name one CSV file.');
  return { file, dryRun: values['dry-run'] ?? false };
}

/** The CSV and the local pictures it names. */
export async function filesToSend(args: string[], terminal: Terminal): Promise<string[]> {
  const { file } = importArgs(args);
  let text: string;
  try {
    text = (await terminal.readFile(file, maxCsvBytes)).toString('utf8');
  } catch {
    // Sent as it failed, so the shop's import says why.
    return [file];
  }
  return [file, ...localPicturesOf(text, path.dirname(file))];
}

const problemLine = (problem: RowProblem) => `  row ${problem.row}${problem.column ? `, column "${problem.column}"` : ''}: ${problem.message}`;

function report(terminal: Terminal, summary: ImportSummary, dryRun: boolean): void {
  const count = (action: string, kind: string) => summary.changes.filter((change) => change.action === action && change.kind === kind).length;
  if (dryRun) {
    for (const change of summary.changes) terminal.print(`  row ${change.row}: would ${change.action} ${change.kind} "${change.label}"`);
  }
  const verb = dryRun ? 'Would create' : 'Created';
  terminal.print(
    `${verb} ${count('create', 'product')} products and ${count('create', 'variation')} variations, ` +
      `${dryRun ? 'would update' : 'updated'} ${count('update', 'product')} products and ${count('update', 'variation')} variations, of ${summary.rows} rows.`,
  );
  if (summary.categoriesCreated.length) terminal.print(`${dryRun ? 'Categories it would create' : 'Categories created'}: ${summary.categoriesCreated.join(', ')}`);
  const list = (title: string, problems: RowProblem[]) => {
    if (!problems.length) return;
    terminal.print(`${title} (${problems.length}):`);
    for (const problem of problems) terminal.print(problemLine(problem));
  };
  list('Rows not imported, each left as it was', summary.failed);
  list('Pictures not imported', summary.images);
  list('Notes', summary.notes);
  if (summary.notKept.size) {
    terminal.print(`Columns the shop keeps nothing of: ${[...summary.notKept].map(([column, rows]) => `${column} (${rows} ${rows === 1 ? 'row' : 'rows'})`).join(', ')}`);
  }
  if (summary.unknownColumns.length) terminal.print(`Columns no WooCommerce product CSV has, not read: ${summary.unknownColumns.join(', ')}`);
}

export async function run({ args, terminal, database }: CommandContext): Promise<number> {
  const { file, dryRun } = importArgs(args);
  let text: string;
  try {
    text = (await terminal.readFile(file, maxCsvBytes)).toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(code === 'EFBIG' ? `${file} is larger than ${maxCsvBytes / (1024 * 1024)} MB: split it.` : `Cannot read ${file}: ${code ?? (error as Error).message}`);
  }
  const db = await database();
  terminal.print(`Importing ${file}${dryRun ? ' (dry run: nothing is written)' : ''}`);
  let summary: ImportSummary;
  try {
    summary = await importCatalog(db, text, { dryRun, folder: path.dirname(file), readFile: terminal.readFile, onProgress: terminal.progress });
  } catch (error) {
    terminal.printAside((error as Error).message);
    return 1;
  }
  report(terminal, summary, dryRun);
  return summary.failed.length ? 1 : 0;
}
