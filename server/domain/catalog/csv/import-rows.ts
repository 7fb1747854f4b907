// One record of the product CSV read as WooCommerce's importer reads it (WC_Product_CSV_Importer):
// what kind of row it is, which product it names, and the change it asks for, in the terms of the
// catalog's changes (admin/product-input.ts). Only the columns the file has are read, so a file with
// a few columns changes only those; an empty cell clears its field. A cell that cannot be read is
// refused with its column.
import type { ProductType } from '../../../db/schema/catalog';
import type { AttributeChoiceInput, MetaDataInput, ProductInput, VariationInput } from '../admin/product-input';
import { attributeColumn, attributeColumnPattern, columns, columnsNotKept, downloadColumnPattern, metaColumnPrefix } from './csv-columns';
import { decodeDescription, explodeValues, parseAmount, parseFlag, unescapeCell } from './csv-cells';
import type { CsvRecord } from './csv-records';

/** A cell that cannot be read: the row is refused, naming the column. */
export class CsvCellError extends Error {
  override readonly name = 'CsvCellError';

  constructor(
    readonly column: string,
    message: string,
  ) {
    super(message);
  }
}

/** Another product of the file or the shop: `id:NN` (an ID of the file, or of the shop) or a SKU. */
export type ProductReference = { id: number } | { sku: string };

export interface AttributeCells {
  /** N of its "Attribute N …" columns. */
  number: number;
  name: string;
  values: string[];
  visible: boolean;
  global: boolean;
  /** The default value of a variable product's attribute, '' for none. */
  default: string;
}

interface RowBase {
  row: number;
  /** The ID column: the product's ID in the shop it was exported from. */
  id: number | null;
  sku: string | null | undefined;
  /** undefined when the file has no attribute columns. */
  attributes: AttributeCells[] | undefined;
  images: string[] | undefined;
  /** Columns with a value the shop has nothing to keep in. */
  notKept: string[];
}

export interface ProductRow extends RowBase {
  kind: 'product';
  type: ProductType | undefined;
  /** Category paths, each from the top ("Clothing > Hoodies" → ['Clothing', 'Hoodies']). */
  categories: string[][] | undefined;
  children: ProductReference[] | undefined;
  fields: ProductInput;
}

export interface VariationRow extends RowBase {
  kind: 'variation';
  parent: ProductReference | null;
  fields: VariationInput;
}

export type ImportRow = ProductRow | VariationRow;

const productTypes: readonly string[] = ['simple', 'variable', 'grouped', 'external'];

/** The record's cells, read only where the file has the column. */
class Cells {
  constructor(
    private readonly record: CsvRecord,
    private readonly fileColumns: ReadonlySet<string>,
  ) {}

  has(column: string): boolean {
    return this.fileColumns.has(column);
  }

  /** The cell's text without the exporter's formula guard; undefined when the file lacks the column. */
  text(column: string): string | undefined {
    return this.has(column) ? unescapeCell(this.record.cells.get(column) ?? '') : undefined;
  }

  /** The trimmed text, null when empty. */
  value(column: string): string | null | undefined {
    const text = this.text(column);
    return text === undefined ? undefined : text.trim() || null;
  }

  flag(column: string): boolean | undefined {
    const value = this.value(column);
    if (value === undefined || value === null) return undefined;
    const flag = parseFlag(value);
    if (flag === null) throw new CsvCellError(column, `${column} must be 1 or 0, not "${value}".`);
    return flag;
  }

  amount(column: string): number | null | undefined {
    const value = this.value(column);
    if (value === undefined || value === null) return value;
    const amount = parseAmount(value);
    if (amount === null) throw new CsvCellError(column, `${column} must be an amount such as 19.99, not "${value}".`);
    return amount;
  }

  wholeNumber(column: string): number | null | undefined {
    const value = this.value(column);
    if (value === undefined || value === null) return value;
    if (!/^-?\d+$/.test(value)) throw new CsvCellError(column, `${column} must be a whole number, not "${value}".`);
    return Number(value);
  }

  description(column: string): string | undefined {
    const text = this.text(column);
    return text === undefined ? undefined : decodeDescription(text);
  }
}

function reference(text: string, column: string): ProductReference {
  const id = /^id:(\d+)$/i.exec(text);
  if (id) return { id: Number(id[1]) };
  if (/^id:/i.test(text)) throw new CsvCellError(column, `${column} must name a product as id:NN or by its SKU, not "${text}".`);
  return { sku: text };
}

function publishedStatus(cells: Cells): ProductInput['status'] {
  const value = cells.value(columns.published)?.toLowerCase();
  if (value === undefined || value === null) return undefined;
  const statuses: Record<string, ProductInput['status']> = { '1': 'publish', true: 'publish', '0': 'private', '-1': 'draft', false: 'draft', '2': 'pending' };
  const status = statuses[value];
  if (!status) throw new CsvCellError(columns.published, `Published must be 1 (published), 0 (private) or -1 (draft), not "${value}".`);
  return status;
}

function stockStatus(cells: Cells): ProductInput['stockStatus'] {
  const value = cells.value(columns.inStock)?.toLowerCase();
  if (value === undefined || value === null) return undefined;
  if (value === 'backorder' || value === 'onbackorder') return 'onbackorder';
  const inStock = parseFlag(value);
  if (inStock === null) throw new CsvCellError(columns.inStock, `In stock? must be 1, 0 or backorder, not "${value}".`);
  return inStock ? 'instock' : 'outofstock';
}

function backorders(cells: Cells): ProductInput['backorders'] {
  const value = cells.value(columns.backorders)?.toLowerCase();
  if (value === undefined) return undefined;
  if (value === null) return 'no';
  if (value === 'notify') return 'notify';
  const allowed = parseFlag(value);
  if (allowed === null) throw new CsvCellError(columns.backorders, `Backorders allowed? must be 1, 0 or notify, not "${value}".`);
  return allowed ? 'yes' : 'no';
}

/** The Stock column: a number is a managed stock, '' none, "parent" (a variation's) the product's. */
function stock(cells: Cells): { manageStock?: boolean | 'parent'; stockQuantity?: number | null } {
  const value = cells.value(columns.stock);
  if (value === undefined) return {};
  if (value === null) return { manageStock: false, stockQuantity: null };
  if (value.toLowerCase() === 'parent') return { manageStock: 'parent', stockQuantity: null };
  if (!/^-?\d+$/.test(value)) throw new CsvCellError(columns.stock, `Stock must be a whole number, not "${value}".`);
  return { manageStock: true, stockQuantity: Number(value) };
}

function attributeCells(cells: Cells, numbers: readonly number[]): AttributeCells[] {
  return numbers.flatMap((number) => {
    const name = cells.value(attributeColumn.name(number));
    if (!name) return [];
    const visible = cells.flag(attributeColumn.visible(number));
    return [
      {
        number,
        name,
        values: explodeValues(cells.text(attributeColumn.values(number)) ?? '').filter(Boolean),
        visible: visible ?? true,
        global: cells.flag(attributeColumn.global(number)) ?? false,
        default: cells.value(attributeColumn.default(number)) ?? '',
      },
    ];
  });
}

function sellableFields(cells: Cells) {
  return {
    sku: cells.value(columns.sku),
    regularPrice: cells.amount(columns.regularPrice),
    salePrice: cells.amount(columns.salePrice),
    dateOnSaleFrom: cells.value(columns.saleFrom),
    dateOnSaleTo: cells.value(columns.saleTo),
    stockStatus: stockStatus(cells),
    backorders: backorders(cells),
    lowStockAmount: cells.wholeNumber(columns.lowStockAmount),
    weight: cells.value(columns.weight),
    dimensions: cells.has(columns.length) || cells.has(columns.width) || cells.has(columns.height)
      ? { length: cells.value(columns.length), width: cells.value(columns.width), height: cells.value(columns.height) }
      : undefined,
    menuOrder: cells.wholeNumber(columns.position) ?? undefined,
  };
}

/** The columns of the file with a value in this row that the shop does not keep. */
function valuesNotKept(cells: Cells, fileColumns: readonly string[]): string[] {
  const filled = (column: string) => Boolean(cells.value(column));
  // A variation's tax class "parent" is its product's, which the shop keeps (it has one for all).
  const kept = (column: string) => column === columns.taxClass && cells.value(column)?.toLowerCase() === 'parent';
  const notKept = fileColumns.filter((column) => (columnsNotKept.includes(column) || downloadColumnPattern.test(column)) && filled(column) && !kept(column));
  const taxStatus = cells.value(columns.taxStatus);
  if (taxStatus && taxStatus.toLowerCase() !== 'taxable') notKept.push(columns.taxStatus);
  if (cells.flag(columns.soldIndividually)) notKept.push(columns.soldIndividually);
  return notKept;
}

/** Reads one record; `fileColumns` are the file's header names in order. */
export function importRow(record: CsvRecord, fileColumns: readonly string[]): ImportRow {
  const cells = new Cells(record, new Set(fileColumns));
  const typeCell = cells.value(columns.type);
  const typeParts = typeCell ? explodeValues(typeCell.toLowerCase()) : [];
  const baseType = typeParts.find((part) => part !== 'virtual' && part !== 'downloadable');
  if (baseType !== undefined && baseType !== 'variation' && !productTypes.includes(baseType)) {
    throw new CsvCellError(columns.type, `Type must be simple, variable, grouped, external or variation, not "${baseType}".`);
  }
  const idCell = cells.value(columns.id);
  if (idCell && !/^\d+$/.test(idCell)) throw new CsvCellError(columns.id, `ID must be a whole number, not "${idCell}".`);
  const attributeNumbers = [...new Set(fileColumns.flatMap((column) => attributeColumnPattern.exec(column)?.[1] ?? []).map(Number))].sort((a, b) => a - b);
  const images = cells.text(columns.images);
  const typeFlags = typeCell === undefined ? {} : { virtual: typeParts.includes('virtual'), downloadable: typeParts.includes('downloadable') };
  const base: RowBase = {
    row: record.row,
    id: idCell ? Number(idCell) : null,
    sku: cells.value(columns.sku),
    attributes: attributeNumbers.length ? attributeCells(cells, attributeNumbers) : undefined,
    images: images === undefined ? undefined : explodeValues(images).filter(Boolean),
    notKept: valuesNotKept(cells, fileColumns),
  };
  const { manageStock, stockQuantity } = stock(cells);

  if (baseType === 'variation') {
    const parent = cells.value(columns.parent);
    const published = publishedStatus(cells);
    return {
      ...base,
      kind: 'variation',
      parent: parent ? reference(parent, columns.parent) : null,
      fields: {
        ...sellableFields(cells),
        ...typeFlags,
        manageStock,
        stockQuantity,
        description: cells.description(columns.description),
        visible: published === undefined ? undefined : published === 'publish',
      },
    };
  }

  if (manageStock === 'parent') throw new CsvCellError(columns.stock, 'Only a variation takes its stock from its "parent".');
  const children = cells.value(columns.groupedProducts);
  const meta: MetaDataInput[] = fileColumns.flatMap((column) => {
    const value = column.startsWith(metaColumnPrefix) ? cells.text(column) : undefined;
    return value ? [{ key: column.slice(metaColumnPrefix.length), value }] : [];
  });
  const categories = cells.text(columns.categories);
  return {
    ...base,
    kind: 'product',
    type: baseType as ProductType | undefined,
    categories: categories === undefined ? undefined : explodeValues(categories).filter(Boolean).map((path) => path.split('>').map((name) => name.trim()).filter(Boolean)),
    children: children === undefined ? undefined : children === null ? [] : explodeValues(children).filter(Boolean).map((text) => reference(text, columns.groupedProducts)),
    fields: {
      ...sellableFields(cells),
      ...typeFlags,
      manageStock,
      stockQuantity,
      name: cells.text(columns.name)?.trim(),
      status: publishedStatus(cells),
      featured: cells.flag(columns.featured),
      catalogVisibility: (cells.value(columns.visibility)?.toLowerCase() as ProductInput['catalogVisibility']) ?? undefined,
      shortDescription: cells.description(columns.shortDescription),
      description: cells.description(columns.description),
      reviewsAllowed: cells.flag(columns.reviewsAllowed),
      downloadLimit: cells.wholeNumber(columns.downloadLimit),
      downloadExpiry: cells.wholeNumber(columns.downloadExpiry),
      externalUrl: cells.value(columns.externalUrl),
      buttonText: cells.value(columns.buttonText),
      metaData: meta.length ? meta : undefined,
    },
  };
}

/** A variation row's attribute cells as the choices a variation makes. */
export function variationChoices(attributes: readonly AttributeCells[]): AttributeChoiceInput[] {
  return attributes.map((attribute) => ({ attributeName: attribute.name, attributeValue: attribute.values[0] ?? '' }));
}
