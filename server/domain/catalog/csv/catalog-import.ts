// Imports the product CSV that WooCommerce's exporter writes, as WooCommerce's importer does: a row
// whose ID or SKU names a product (or variation) of the shop, or one an earlier row made, changes
// it; any other row makes one. Rows go through the catalog's own changes (../admin/), so every value
// is checked as a manager's change is, and each row is one transaction: a row that is refused changes
// nothing (the problem names its row and column) and the others go on. Products come first, then
// groups, then variations, so a row may name a product further down the file. A dry run makes the
// changes of each family of rows (rows that name one another, row-families.ts) in a transaction that
// is rolled back, so it reports what a run would do, and holds the database no longer than one
// family's rows take. Between rows the import waits a turn of the event loop (server/event-loop.ts),
// so a shop importing keeps answering its shoppers; one import of a database runs at a time
// (store/import-lock.ts).
import type { Database } from '../../../db/connection';
import { nextTurn } from '../../../event-loop';
import { readFileUpTo } from '../../../read-file-up-to';
import { InputError } from '../../input-error';
import { createCategory } from '../admin/category-writes';
import { CatalogInputError } from '../admin/catalog-input-error';
import type { ProductAttributeInput, ProductInput } from '../admin/product-input';
import { createProduct, updateProduct } from '../admin/product-writes';
import { insertAttributeTaxonomy, listAttributeTaxonomies, termsOfTaxonomy } from '../admin/store/attribute-terms';
import { offeredAttributesOf } from '../admin/store/offered-attributes';
import { createVariation, updateVariation } from '../admin/variation-writes';
import { schemaTermTypes } from '../global-attributes';
import { slugify } from '../slug';
import type { MediaFile } from '../media-file';
import { insertMedia, mediaIdsByFileName } from '../store/media-inserts';
import { attributeColumn, attributeColumnPattern, columns, downloadColumnPattern, metaColumnPrefix } from './csv-columns';
import { readCsv } from './csv-records';
import { ImageLoader, ImageUnavailable, type FileReader } from './import-images';
import { CsvCellError, importRow, variationChoices, type ImportRow, type ProductReference, type ProductRow, type VariationRow } from './import-rows';
import { rowFamilies } from './row-families';
import { whileNoOtherImport } from './store/import-lock';
import { findProduct, findVariation } from './store/import-lookups';

export interface RowProblem {
  row: number;
  /** The column it is about, when it is about one. */
  column: string | null;
  message: string;
}

export interface RowChange {
  row: number;
  action: 'create' | 'update';
  kind: 'product' | 'variation';
  /** The product's or variation's id in the shop (in a dry run, the id it would get). */
  id: number;
  /** Its name, else its SKU. */
  label: string;
}

export interface ImportSummary {
  rows: number;
  changes: RowChange[];
  /** Rows refused: each changed nothing. */
  failed: RowProblem[];
  /** Pictures that could not be had: their rows were imported without them. */
  images: RowProblem[];
  /** Things kept otherwise than the file says, or not at all: a note per row. */
  notes: RowProblem[];
  /** Columns the shop keeps nothing of, with the number of rows that had a value there. */
  notKept: Map<string, number>;
  /** Columns no WooCommerce product CSV has. */
  unknownColumns: string[];
  categoriesCreated: string[];
}

export interface ImportOptions {
  dryRun?: boolean;
  /** Where relative picture paths are read from: the CSV's folder. */
  folder: string;
  /** How a local picture is read; by default from this machine's disk. */
  readFile?: FileReader;
  /** Told after each row. */
  onProgress?: (done: number, total: number) => void;
}

/** A refusal made while importing a row, before or after the catalog's own checks. */
class RowRefusal extends Error {
  constructor(
    readonly column: string | null,
    message: string,
  ) {
    super(message);
  }
}

const knownColumns = new Set<string>(Object.values(columns));
const isKnownColumn = (column: string) =>
  knownColumns.has(column) || attributeColumnPattern.test(column) || downloadColumnPattern.test(column) || column.startsWith(metaColumnPrefix);

/** The CSV column a field of the catalog's changes comes from in this row. */
function columnOf(field: string, row: ImportRow): string | null {
  const indexed = /^(attributes|defaultAttributes|metaData)\[(\d+)\](?:\.(\w+))?/.exec(field);
  if (indexed) {
    const [, list, index, part] = indexed;
    const attributes = row.attributes ?? [];
    if (list === 'metaData') return null;
    // Defaults are listed for the attributes that have one, in column order.
    if (list === 'defaultAttributes') return attributeColumn.default(attributes.filter((attribute) => attribute.default)[Number(index)]?.number ?? 1);
    const number = attributes[Number(index)]?.number ?? 1;
    if (part === 'options' || part === 'attributeValue') return attributeColumn.values(number);
    return part === 'id' ? attributeColumn.global(number) : attributeColumn.name(number);
  }
  return fieldColumns[field] ?? null;
}

const fieldColumns: Record<string, string> = {
  name: columns.name,
  type: columns.type,
  status: columns.published,
  catalogVisibility: columns.visibility,
  description: columns.description,
  shortDescription: columns.shortDescription,
  sku: columns.sku,
  regularPrice: columns.regularPrice,
  salePrice: columns.salePrice,
  dateOnSaleFrom: columns.saleFrom,
  dateOnSaleTo: columns.saleTo,
  stockQuantity: columns.stock,
  stockStatus: columns.inStock,
  backorders: columns.backorders,
  lowStockAmount: columns.lowStockAmount,
  weight: columns.weight,
  'dimensions.length': columns.length,
  'dimensions.width': columns.width,
  'dimensions.height': columns.height,
  menuOrder: columns.position,
  downloadLimit: columns.downloadLimit,
  downloadExpiry: columns.downloadExpiry,
  externalUrl: columns.externalUrl,
  buttonText: columns.buttonText,
  categories: columns.categories,
  images: columns.images,
  image: columns.images,
  groupedProducts: columns.groupedProducts,
  productId: columns.parent,
};

const referenceText = (reference: ProductReference) => ('id' in reference ? `id:${reference.id}` : reference.sku);

/** What one import knows across its rows. */
class ImportRun {
  /** The shop's id of each product or variation an earlier row of the file made, by the file's ID. */
  private readonly madeFromId = new Map<number, number>();
  readonly summary: ImportSummary;
  /** Per product of the file ('id:12' / 'sku:HD-001'), the attributes its variation rows choose. */
  private readonly variationAttributes = new Map<string, Set<string>>();

  constructor(
    rows: readonly ImportRow[],
    private readonly images: ImageLoader,
    summary: ImportSummary,
  ) {
    this.summary = summary;
    for (const row of rows) {
      if (row.kind !== 'variation' || !row.parent) continue;
      const key = 'id' in row.parent ? `id:${row.parent.id}` : `sku:${row.parent.sku}`;
      const names = this.variationAttributes.get(key) ?? new Set();
      for (const attribute of row.attributes ?? []) names.add(attribute.name.toLowerCase());
      this.variationAttributes.set(key, names);
    }
  }

  async importRow(tx: Database, row: ImportRow, pictures: MediaFile[]): Promise<RowChange> {
    return row.kind === 'variation' ? this.importVariation(tx, row, pictures) : this.importProduct(tx, row, pictures);
  }

  /** The shop's product a reference names: one an earlier row made, else the shop's own. */
  private async productNamed(tx: Database, reference: ProductReference) {
    if ('id' in reference && this.madeFromId.has(reference.id)) return findProduct(tx, { id: this.madeFromId.get(reference.id)! });
    return findProduct(tx, reference);
  }

  private async importProduct(tx: Database, row: ProductRow, pictures: MediaFile[]): Promise<RowChange> {
    const byId = row.id === null ? null : await this.productNamed(tx, { id: row.id });
    const existing = byId ?? (row.sku ? await findProduct(tx, { sku: row.sku }) : null);
    const type = row.type ?? existing?.type ?? 'simple';
    const input: ProductInput = { ...row.fields, type };
    if (row.categories) input.categories = await this.categoryIds(tx, row.categories);
    if (row.attributes?.length) Object.assign(input, await this.attributes(tx, row, type === 'variable'));
    if (row.images && (pictures.length || !row.images.length)) input.images = (await this.mediaIds(tx, pictures)).map((id) => ({ id }));
    if (row.children) input.groupedProducts = await this.childIds(tx, row);
    const { id } = existing ? await updateProduct(tx, existing.id, input) : await createProduct(tx, input);
    if (row.id !== null) this.madeFromId.set(row.id, id);
    return { row: row.row, action: existing ? 'update' : 'create', kind: 'product', id, label: row.fields.name || row.sku || `#${id}` };
  }

  private async importVariation(tx: Database, row: VariationRow, pictures: MediaFile[]): Promise<RowChange> {
    if (!row.parent) throw new RowRefusal(columns.parent, 'A variation needs its product in Parent (id:NN or the product’s SKU).');
    const parent = await this.productNamed(tx, row.parent);
    if (!parent) throw new RowRefusal(columns.parent, `No product ${referenceText(row.parent)} in the file or the shop.`);
    const ownId = row.id === null ? null : (this.madeFromId.get(row.id) ?? row.id);
    const byId = ownId === null ? null : await findVariation(tx, { id: ownId });
    const bySku = byId?.productId === parent.id || !row.sku ? null : await findVariation(tx, { sku: row.sku });
    if (bySku && bySku.productId !== parent.id) throw new RowRefusal(columns.sku, `The SKU "${row.sku}" belongs to a variation of another product.`);
    const existing = byId?.productId === parent.id ? byId : bySku;
    const input = { ...row.fields };
    if (row.attributes?.length) input.attributes = variationChoices(row.attributes);
    if (row.images) input.image = pictures.length ? { id: (await this.mediaIds(tx, pictures.slice(0, 1)))[0]! } : row.images.length ? undefined : null;
    const { id } = existing ? await updateVariation(tx, existing.id, input) : await createVariation(tx, parent.id, input);
    if (row.id !== null) this.madeFromId.set(row.id, id);
    return { row: row.row, action: existing ? 'update' : 'create', kind: 'variation', id, label: row.sku || `#${id}` };
  }

  /** The categories of the paths, made (with their parents) where the shop lacks them, as WooCommerce's importer does. */
  private async categoryIds(tx: Database, paths: readonly string[][]): Promise<number[]> {
    const ids: number[] = [];
    for (const path of paths) {
      let parentId: number | null = null;
      for (const [depth, name] of path.entries()) {
        const categories = await termsOfTaxonomy(tx, 'product_cat');
        const found = categories.find((category) => category.parentId === parentId && category.name.toLowerCase() === name.toLowerCase());
        if (found) parentId = found.id;
        else {
          parentId = await createCategory(tx, { name, parentId }).then(
            (created) => created.id,
            (error: unknown) => {
              throw error instanceof InputError ? new RowRefusal(columns.categories, error.message) : error;
            },
          );
          this.summary.categoriesCreated.push(path.slice(0, depth + 1).join(' > '));
        }
      }
      if (parentId !== null) ids.push(parentId);
    }
    return ids;
  }

  /**
   * The row's attributes and defaults. A global attribute is the shop's by its label or name; one the
   * shop lacks is added when the shop's schema has a type for its terms (Color, Size), else it is
   * kept as a custom attribute. It is used for variations when it has a default, when the file's
   * variations of the product choose it, or when it already was.
   */
  private async attributes(tx: Database, row: ProductRow, variable: boolean): Promise<Pick<ProductInput, 'attributes' | 'defaultAttributes'>> {
    const taxonomies = await listAttributeTaxonomies(tx);
    const existing = row.id !== null || row.sku ? await this.existingVariationFlags(tx, row) : new Set<string>();
    const chosen = new Set([...(row.id !== null ? (this.variationAttributes.get(`id:${row.id}`) ?? []) : []), ...(row.sku ? (this.variationAttributes.get(`sku:${row.sku}`) ?? []) : [])]);
    const attributes: ProductAttributeInput[] = [];
    const defaults: NonNullable<ProductInput['defaultAttributes']> = [];
    for (const cells of row.attributes!) {
      let name = cells.name;
      if (cells.global) {
        const slug = slugify(cells.name);
        let taxonomy = taxonomies.find((candidate) => candidate.label.toLowerCase() === cells.name.toLowerCase() || candidate.name === slug || `pa_${candidate.name}` === cells.name);
        if (!taxonomy && schemaTermTypes[`pa_${slug}`]) {
          taxonomy = await insertAttributeTaxonomy(tx, slug, cells.name);
          taxonomies.push(taxonomy);
        }
        if (taxonomy) name = `pa_${taxonomy.name}`;
        else this.note(row.row, attributeColumn.global(cells.number), `The shop has no global attribute "${cells.name}"; it is kept as a custom attribute of the product.`);
      }
      const used = [cells.name.toLowerCase(), name.toLowerCase()];
      const variation = variable && (Boolean(cells.default) || used.some((key) => chosen.has(key) || existing.has(key)));
      attributes.push({ name, options: cells.values, visible: cells.visible, variation });
      if (variable && cells.default) defaults.push({ attributeName: name, attributeValue: cells.default });
    }
    return { attributes, defaultAttributes: variable ? defaults : undefined };
  }

  /** The attributes the product the row names already uses for variations (an import leaves that as it is, as WooCommerce's does). */
  private async existingVariationFlags(tx: Database, row: ProductRow): Promise<Set<string>> {
    const product = (row.id !== null ? await this.productNamed(tx, { id: row.id }) : null) ?? (row.sku ? await findProduct(tx, { sku: row.sku }) : null);
    if (!product) return new Set();
    const offered = await offeredAttributesOf(tx, product.id);
    return new Set(offered.filter((attribute) => attribute.variation).flatMap((attribute) => [attribute.name.toLowerCase(), attribute.label.toLowerCase()]));
  }

  private async childIds(tx: Database, row: ProductRow): Promise<number[]> {
    const ids: number[] = [];
    for (const reference of row.children!) {
      const child = await this.productNamed(tx, reference);
      if (!child) throw new RowRefusal(columns.groupedProducts, `No product ${referenceText(reference)} in the file or the shop.`);
      ids.push(child.id);
    }
    return ids;
  }

  /** The media ids of the pictures, storing those the shop does not have yet. */
  private async mediaIds(tx: Database, pictures: readonly MediaFile[]): Promise<number[]> {
    const known = await mediaIdsByFileName(tx, pictures.map((picture) => picture.fileName));
    const missing = [...new Map(pictures.filter((picture) => !known.has(picture.fileName)).map((picture) => [picture.fileName, picture])).values()];
    const added = await insertMedia(tx, missing);
    missing.forEach((picture, index) => known.set(picture.fileName, added[index]!));
    return [...new Set(pictures.map((picture) => known.get(picture.fileName)!))];
  }

  /** The row's pictures that could be had; the others are reported. */
  async pictures(row: ImportRow): Promise<MediaFile[]> {
    const loaded: MediaFile[] = [];
    for (const reference of row.images ?? []) {
      try {
        loaded.push(await this.images.load(reference));
      } catch (error) {
        if (!(error instanceof ImageUnavailable)) throw error;
        this.summary.images.push({ row: row.row, column: columns.images, message: `${error.message}; the row is imported without it.` });
      }
    }
    return loaded;
  }

  note(row: number, column: string | null, message: string): void {
    this.summary.notes.push({ row, column, message });
  }
}

/** Rows in the order they can be made: products, then groups (their children exist), then variations. */
function importOrder(rows: readonly ImportRow[]): ImportRow[] {
  const rank = (row: ImportRow) => (row.kind === 'variation' ? 2 : row.type === 'grouped' ? 1 : 0);
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.row - b.row);
}

function problemOf(error: unknown, row: ImportRow | null, rowNumber: number): RowProblem {
  if (error instanceof CsvCellError || error instanceof RowRefusal) return { row: rowNumber, column: error.column, message: error.message };
  if (error instanceof CatalogInputError && row) {
    return { row: rowNumber, column: columnOf(error.field, row), message: error.message };
  }
  if (error instanceof InputError) return { row: rowNumber, column: null, message: error.message };
  throw error;
}

/** Thrown to roll a dry run's transaction back. */
class DryRunDone extends Error {}

export async function importCatalog(db: Database, csvText: string, options: ImportOptions): Promise<ImportSummary> {
  const imported = await whileNoOtherImport(db, () => importFile(db, csvText, options));
  if (!imported) throw new InputError('Another import is under way in this shop: wait until it has ended, then run this one again.');
  return imported.value;
}

async function importFile(db: Database, csvText: string, options: ImportOptions): Promise<ImportSummary> {
  const table = readCsv(csvText);
  if (!table.columns.some((column) => column === columns.name || column === columns.sku || column === columns.id)) {
    throw new Error('This is not a product CSV as WooCommerce exports it: it has none of the columns ID, SKU and Name.');
  }
  const summary: ImportSummary = {
    rows: table.records.length,
    changes: [],
    failed: [],
    images: [],
    notes: [],
    notKept: new Map(),
    unknownColumns: table.columns.filter((column) => column && !isKnownColumn(column)),
    categoriesCreated: [],
  };
  const rows: ImportRow[] = [];
  for (const record of table.records) {
    try {
      rows.push(importRow(record, table.columns));
    } catch (error) {
      summary.failed.push(problemOf(error, null, record.row));
    }
  }
  for (const row of rows) for (const column of row.notKept) summary.notKept.set(column, (summary.notKept.get(column) ?? 0) + 1);
  const run = new ImportRun(rows, new ImageLoader(options.folder, options.readFile ?? readFileUpTo), summary);
  let done = summary.failed.length;
  options.onProgress?.(done, table.records.length);

  const importRows = async (ordered: readonly ImportRow[], rowTransaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>) => {
    for (const row of ordered) {
      await nextTurn();
      try {
        const pictures = await run.pictures(row);
        summary.changes.push(await rowTransaction((tx) => run.importRow(tx, row, pictures)));
      } catch (error) {
        summary.failed.push(problemOf(error, row, row.row));
      }
      options.onProgress?.(++done, table.records.length);
    }
  };
  if (options.dryRun) {
    for (const family of rowFamilies(importOrder(rows))) {
      await db
        .transaction(async (outer) => {
          await importRows(family, (work) => outer.transaction(work));
          throw new DryRunDone();
        })
        .catch((error: unknown) => {
          if (!(error instanceof DryRunDone)) throw error;
        });
    }
    // Each family that needs a category the shop lacks makes it anew.
    summary.categoriesCreated = [...new Set(summary.categoriesCreated)];
  } else {
    await importRows(importOrder(rows), (work) => db.transaction(work));
  }
  summary.failed.sort((a, b) => a.row - b.row);
  summary.changes.sort((a, b) => a.row - b.row);
  return summary;
}
