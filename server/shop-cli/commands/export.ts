// `npm run shop -- export [file] [--origin https://shop.example]`: the catalog as WooCommerce's
// product CSV, to the file or to standard output. Picture URLs start with the origin (default
// PUBLIC_URL, else this machine's shop at PORT).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { exportCatalog } from '../../domain/catalog/csv/catalog-export';
import { withShopDatabase } from '../shop-database';

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { origin: { type: 'string' } } });
  const origin = values.origin ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const [file] = positionals;
  return withShopDatabase(async (db, where) => {
    const { csv, products, variations } = await exportCatalog(db, { origin });
    if (file) await writeFile(file, csv);
    else process.stdout.write(csv);
    // The count goes to standard error when the CSV itself goes to standard output.
    (file ? console.log : console.error)(`Exported ${products} products and ${variations} variations from ${where}${file ? ` to ${file}` : ''}.`);
    return 0;
  });
}
