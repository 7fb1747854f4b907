// `npm run shop -- export [file] [--origin https://shop.example]`: the catalog as WooCommerce's
// product CSV, handed to the owner's terminal: into the file, or to standard output. Picture URLs
// start with the origin (default PUBLIC_URL, else this machine's shop at PORT).
import { parseArgs } from 'node:util';
import { exportCatalog } from '../../domain/catalog/csv/catalog-export';
import { UsageError, type CommandContext } from '../shop-command';

export async function run({ args, terminal, database }: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { origin: { type: 'string' } } });
  const origin = values.origin ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const [file, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError('Name at most one file.');
  const { csv, products, variations } = await exportCatalog(await database(), { origin });
  await terminal.writeOutput(csv, file);
  const count = `Exported ${products} products and ${variations} variations${file ? ` to ${file}` : ''}.`;
  // The count goes beside the CSV when the CSV itself goes to standard output.
  if (file) terminal.print(count);
  else terminal.printAside(count);
  return 0;
}
