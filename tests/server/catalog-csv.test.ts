// The catalog in and out as WooCommerce's product CSV (server/domain/catalog/csv/): a fixture in
// WooCommerce's format imports simple, variable and grouped products with their variations, refuses
// its bad rows by row and column, reports a picture it cannot fetch and takes a local one; a dry run
// writes nothing; importing again updates; the demo catalog exported and imported into an empty
// shop comes back field by field; and the CLI's commands do it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDatabase, type Database } from '../../server/db/connection';
import { applyMigrations } from '../../server/db/migrate';
import { queryRows } from '../../server/db/rows';
import { exportCatalog } from '../../server/domain/catalog/csv/catalog-export';
import { importCatalog } from '../../server/domain/catalog/csv/catalog-import';
import { readCatalogVersion } from '../../server/domain/catalog/store/catalog-clock';
import { loadMediaOriginal } from '../../server/domain/catalog/store/media';
import { registerImageRoutes } from '../../server/http/images';
import { runShopCommand } from '../../server/shop-cli/cli';
import { describeBackends, type Backend } from './harness';
import { ScriptedTerminal } from './scripted-terminal';

const fixtureFolder = path.resolve(import.meta.dirname, '../fixtures/catalog-import');
const fixture = readFileSync(path.join(fixtureFolder, 'products.csv'), 'utf8');

const tableCounts = async (db: Database) =>
  (
    await queryRows<Record<string, number>>(
      db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from product_variations) as variations,
        (select count(*)::int from terms) as terms, (select count(*)::int from media) as media, (select count(*)::int from product_terms) as links`,
    )
  )[0]!;

async function productBySku(api: Backend, sku: string) {
  const [row] = await queryRows<Record<string, unknown>>(api.db, sql`select * from products where sku = ${sku}`);
  return row;
}

describeBackends(
  'product CSV import',
  (use) => {
    it('changes nothing in a dry run, and tells what it would do', async () => {
      const api = use();
      const before = await tableCounts(api.db);
      const version = await readCatalogVersion(api.db);
      const summary = await importCatalog(api.db, fixture, { folder: fixtureFolder, dryRun: true });
      expect(summary.changes.map((change) => `${change.row} ${change.action} ${change.kind}`)).toEqual([
        '2 create product',
        '3 create product',
        '4 create variation',
        '5 create variation',
        '6 create product',
        '7 create product',
      ]);
      expect(summary.failed.map((problem) => [problem.row, problem.column])).toEqual([
        [8, 'Sale price'],
        [9, 'Regular price'],
      ]);
      expect(summary.categoriesCreated).toEqual(['Home & Living > Kitchen']);
      expect(await tableCounts(api.db)).toEqual(before);
      expect(await readCatalogVersion(api.db)).toBe(version);
    });

    it('imports simple, variable and grouped products with their variations; refuses bad rows by row and column; reports the picture it cannot fetch', async () => {
      const api = use();
      const version = await readCatalogVersion(api.db);
      const summary = await importCatalog(api.db, fixture, { folder: fixtureFolder });
      // Every server process on the database (PostgreSQL) sees the catalog change on its next request.
      expect(await readCatalogVersion(api.db)).toBeGreaterThan(version);
      expect(summary.failed).toEqual([
        { row: 8, column: 'Sale price', message: 'The sale price must be lower than the regular price.' },
        { row: 9, column: 'Regular price', message: 'Regular price must be an amount such as 19.99, not "ten".' },
      ]);
      expect(summary.images).toHaveLength(1);
      expect(summary.images[0]).toMatchObject({ row: 3, column: 'Images' });
      expect(summary.images[0]!.message).toContain('https://images.example.invalid/scarf.jpg could not be fetched');
      expect(summary.categoriesCreated).toEqual(['Home & Living > Kitchen']);
      expect([...summary.notKept]).toEqual([['Tags', 1]]);
      expect(await productBySku(api, 'FX-BAD')).toBeUndefined();
      expect(await productBySku(api, 'FX-BAD2')).toBeUndefined();

      const mug = (await productBySku(api, 'FX-MUG'))!;
      expect(mug).toMatchObject({
        type: 'simple',
        name: 'Trail Enamel Mug',
        slug: 'trail-enamel-mug',
        description: 'Holds 350 ml, keeps coffee hot.\nDishwasher safe, "camp" approved.',
        regular_price: 1200,
        sale_price: 950,
        manage_stock: true,
        stock_quantity: 25,
        weight: '0.300',
        menu_order: 1,
      });
      const [mugImage] = await queryRows<{ fileName: string; width: number }>(api.db, sql`select file_name as "fileName", width from media where id = ${mug.image_id as number}`);
      expect(mugImage).toMatchObject({ width: 96 });
      expect(mugImage!.fileName).toMatch(/^mug-[0-9a-f]{6}\.webp$/);

      const { data } = await api.query(
        `query { product(id: "fjord-wool-scarf", idType: SLUG) { name featured image { sourceUrl }
          productCategories { nodes { name } }
          ... on VariableProduct { defaultAttributes { nodes { name value } }
            attributes { nodes { name options variation } }
            variations { nodes { sku stockQuantity attributes { nodes { name value } } } } } } }`,
      );
      expect(data.product).toMatchObject({
        name: 'Fjord Wool Scarf',
        featured: true,
        image: null,
        productCategories: { nodes: [{ name: 'Accessories' }] },
        defaultAttributes: { nodes: [{ name: 'pa_color', value: 'navy' }] },
        attributes: { nodes: [{ name: 'pa_color', options: ['navy', 'forest'], variation: true }, { name: 'Material', options: ['Merino wool'], variation: false }] },
      });
      expect(data.product.variations.nodes).toEqual([
        { sku: 'FX-SCARF-NAVY', stockQuantity: 5, attributes: { nodes: [{ name: 'pa_color', value: 'navy' }] } },
        { sku: 'FX-SCARF-FOREST', stockQuantity: null, attributes: { nodes: [{ name: 'pa_color', value: 'forest' }] } },
      ]);

      const set = (await productBySku(api, 'FX-SET'))!;
      const children = await queryRows<{ sku: string }>(
        api.db,
        sql`select p.sku from grouped_product_children g join products p on p.id = g.child_id where g.parent_id = ${set.id as number} order by g.position`,
      );
      expect(children.map((child) => child.sku)).toEqual(['FX-MUG', 'FX-SPOON']);
    });

    it('updates the products a second import names by ID or SKU instead of making them again', async () => {
      const api = use();
      const before = await tableCounts(api.db);
      const changed = fixture.replace('FX-MUG,Trail Enamel Mug', 'FX-MUG,Trail Enamel Mug XL');
      const summary = await importCatalog(api.db, changed, { folder: fixtureFolder });
      expect(summary.changes.every((change) => change.action === 'update')).toBe(true);
      expect(await tableCounts(api.db)).toEqual(before);
      expect(await productBySku(api, 'FX-MUG')).toMatchObject({ name: 'Trail Enamel Mug XL' });
    });

    it('refuses a second import of the database while one is under way, in this process or (PostgreSQL) another', async () => {
      const api = use();
      const dryRun = () => ({ folder: fixtureFolder, dryRun: true });
      const refusal = 'Another import is under way in this shop: wait until it has ended, then run this one again.';
      const first = importCatalog(api.db, fixture, dryRun());
      await expect(importCatalog(api.db, fixture, dryRun())).rejects.toThrow(refusal);
      if (api.kind === 'postgres') {
        // Another process's connections: its own pool on the same database.
        const other = await openDatabase({ url: (api.db as unknown as { $client: pg.Pool }).$client.options.connectionString });
        try {
          await expect(importCatalog(other.db, fixture, dryRun())).rejects.toThrow(refusal);
        } finally {
          await other.close();
        }
      }
      expect((await first).rows).toBe(8);
      expect((await importCatalog(api.db, fixture, dryRun())).rows).toBe(8);
    });
  },
  { writes: true },
);

/**
 * The catalog as the CSV carries it, by SKU: every field it holds, relations by SKU, names and file
 * names, and the categories its products are in. Not carried: slugs of variations and of terms,
 * the terms' menu order, pictures' alt texts, translations of names, reviews, dates of creation,
 * sales counts and downloadable files.
 */
async function catalogAsCsvCarriesIt(db: Database) {
  const products = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.sku, p.type, p.status, p.featured, p.catalog_visibility, p.name, p.slug, p.description, p.short_description,
        p.regular_price, p.sale_price, p.sale_from, p.sale_to, p.manage_stock, p.stock_quantity, p.stock_status, p.backorders,
        p.low_stock_amount, p.virtual, p.downloadable, p.download_limit, p.download_expiry_days, p.weight, p.length, p.width, p.height,
        p.external_url, p.button_text, p.menu_order, p.reviews_allowed, p.default_attributes,
        (select m.file_name from media m where m.id = p.image_id) as image,
        (select coalesce(json_agg(m.file_name order by g.position), '[]') from product_gallery g join media m on m.id = g.media_id where g.product_id = p.id) as gallery,
        (select coalesce(json_agg(t.name order by pt.position), '[]') from product_terms pt join terms t on t.id = pt.term_id
          where pt.product_id = p.id and t.taxonomy = 'product_cat') as categories,
        (select coalesce(json_agg(t.taxonomy || ':' || t.name order by t.taxonomy, t.name), '[]') from product_terms pt join terms t on t.id = pt.term_id
          where pt.product_id = p.id and t.taxonomy <> 'product_cat') as "attributeTerms",
        (select coalesce(json_agg(json_build_object('name', a.name, 'taxonomy', a.is_taxonomy, 'options', a.options, 'visible', a.visible, 'variation', a.variation) order by a.position), '[]')
          from product_attributes a where a.product_id = p.id) as attributes,
        (select coalesce(json_agg(c.sku order by g.position), '[]') from grouped_product_children g join products c on c.id = g.child_id where g.parent_id = p.id) as children,
        (select coalesce(json_agg(json_build_array(m.key, m.value) order by m.key, m.value), '[]') from product_meta m where m.product_id = p.id) as meta
      from products p order by p.sku`,
  );
  const variations = await queryRows<Record<string, unknown>>(
    db,
    sql`select v.sku, p.sku as product, v.status, v.menu_order, v.name, v.description, v.regular_price, v.sale_price, v.sale_from, v.sale_to,
        v.manage_stock, v.stock_quantity, v.stock_status, v.backorders, v.virtual, v.downloadable, v.weight, v.length, v.width, v.height,
        v.attributes, (select m.file_name from media m where m.id = v.image_id) as image
      from product_variations v join products p on p.id = v.product_id order by v.sku`,
  );
  const categories = await queryRows<{ path: string }>(
    db,
    sql`with recursive up(id, path) as (select id, name from terms where taxonomy = 'product_cat' and parent_id is null
        union all select t.id, up.path || ' > ' || t.name from terms t join up on t.parent_id = up.id where t.taxonomy = 'product_cat')
      select path from up where exists (select 1 from product_terms pt where pt.term_id = up.id) order by path`,
  );
  // A global attribute's value is a term, which the CSV names by its name (slugs are made anew).
  const termNames = new Map(
    (await queryRows<{ key: string; name: string }>(db, sql`select taxonomy || ':' || slug as key, name from terms`)).map((term) => [term.key, term.name]),
  );
  const named = (values: unknown) => (values as { name: string; value: string }[]).map(({ name, value }) => ({ name, value: termNames.get(`${name}:${value}`) ?? value }));
  return {
    products: products.map((product): Record<string, unknown> => ({ ...product, default_attributes: named(product.default_attributes) })),
    variations: variations.map((variation): Record<string, unknown> => ({ ...variation, attributes: named(variation.attributes) })),
    categories: categories.map((category) => category.path),
  };
}

describeBackends('product CSV round trip', (use) => {
  let empty: PGlite;
  let images: ReturnType<typeof Fastify>;
  let origin: string;

  beforeAll(async () => {
    empty = await PGlite.create();
    await applyMigrations(pgliteDatabase(empty));
    // The source shop serves its pictures, as the shop an export comes from does.
    images = Fastify();
    registerImageRoutes(images, { loadOriginal: (fileName) => loadMediaOriginal(use().db, fileName) });
    origin = await images.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await images?.close();
    await empty?.close();
  });

  it('gives back the same catalog when an export is imported into an empty shop', async () => {
    const source = use().db;
    const target = pgliteDatabase(empty);
    const exported = await exportCatalog(source, { origin });
    expect(exported.products).toBeGreaterThanOrEqual(60);
    const summary = await importCatalog(target, exported.csv, { folder: os.tmpdir() });
    expect(summary.failed).toEqual([]);
    expect(summary.images).toEqual([]);
    expect(summary.notes).toEqual([]);
    const [before, after] = [await catalogAsCsvCarriesIt(source), await catalogAsCsvCarriesIt(target)];
    expect(after.categories).toEqual(before.categories);
    expect(after.products.length).toBe(before.products.length);
    for (const [index, product] of before.products.entries()) expect(after.products[index], String(product.sku)).toEqual(product);
    expect(after.variations.length).toBe(before.variations.length);
    for (const [index, variation] of before.variations.entries()) expect(after.variations[index], String(variation.sku)).toEqual(variation);
  }, 300_000);
});

// The CLI's own entry, as `npm run shop` calls it, in this process: its process and real terminal
// are proven once for each way it reaches the shop's data (shop-cli.test.ts, shop-cli-channel.test.ts).
describe('npm run shop import and export', () => {
  let empty: PGlite;
  let dir: string;
  beforeAll(async () => {
    empty = await PGlite.create();
    await applyMigrations(pgliteDatabase(empty));
    dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-shop-cli-'));
  }, 60_000);
  afterAll(async () => {
    await empty?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const shop = async (...argv: string[]) => {
    const terminal = new ScriptedTerminal();
    const code = await runShopCommand(argv, terminal, async () => ({ db: pgliteDatabase(empty), close: async () => {} }));
    return { code, terminal };
  };

  it('imports a file, exits 1 naming the refused rows, and exports what it imported', async () => {
    const imported = await shop('import', path.join(fixtureFolder, 'products.csv'));
    expect(imported.code).toBe(1);
    expect(imported.terminal.text).toContain('Created 4 products and 2 variations');
    expect(imported.terminal.text).toContain('row 8, column "Sale price": The sale price must be lower than the regular price.');
    expect(imported.terminal.progressed.at(-1)).toEqual([8, 8]);
    // Port 9 refuses at once: the pictures of the second import cannot be fetched, quickly.
    const exported = await shop('export', '--origin', 'http://127.0.0.1:9');
    expect(exported.code).toBe(0);
    // To standard output (no file), with the count beside it.
    expect(exported.terminal.outputs).toEqual([{ data: expect.any(String), file: undefined }]);
    const csv = exported.terminal.outputs[0]!.data;
    expect(csv.split('\n')[0]).toContain('ID,Type,SKU');
    expect(csv).toContain('Trail Enamel Mug');
    expect(csv).toMatch(/http:\/\/127\.0\.0\.1:9\/uploads\/mug-[0-9a-f]{6}\.webp/);
    expect(exported.terminal.aside).toEqual(['Exported 4 products and 2 variations.']);
    const file = path.join(dir, 'again.csv');
    writeFileSync(file, csv);
    const dry = await shop('import', file, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.terminal.text).toContain('Would create 0 products and 0 variations, would update 4 products and 2 variations');
  }, 300_000);
});
