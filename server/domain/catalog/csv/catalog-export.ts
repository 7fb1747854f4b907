// Writes the catalog as WooCommerce's exporter writes its product CSV (WC_Product_CSV_Exporter):
// its columns in its order, products and variations by ID, a variation naming its product in Parent
// by SKU (else id:NN), categories as paths ("Clothing > Hoodies"), pictures as absolute URLs, every
// attribute in four or five columns and custom fields as "Meta: key". What the shop has no field
// for is written as WooCommerce writes it for a product without it. importCatalog reads it back.
import type { Database } from '../../../db/connection';
import { groupBy } from '../../group-by';
import { mediaUrl } from '../media-urls';
import { attributeColumn, columns, metaColumnPrefix } from './csv-columns';
import { dateCell, encodeDescription, escapeCell, flagCell, implodeValues, measureCell, moneyCell } from './csv-cells';
import { writeCsv } from './csv-records';
import { readCatalogForExport, type CatalogForExport, type ExportedProduct, type ExportedVariation } from './store/export-catalog';

export interface ExportOptions {
  /** The shop's public origin, which picture URLs start with (`https://shop.example`). */
  origin: string;
}

const publishedCell: Record<string, string> = { publish: '1', private: '0', draft: '-1', pending: '2' };

/** One row's cells by column name. */
type Row = Map<string, string>;

function typeCell(type: string, product: { downloadable: boolean; virtual: boolean }): string {
  return [type, ...(product.downloadable ? ['downloadable'] : []), ...(product.virtual ? ['virtual'] : [])].join(', ');
}

function stockStatusCell(status: string): string {
  return status === 'onbackorder' ? 'backorder' : flagCell(status === 'instock');
}

function backordersCell(backorders: string): string {
  return backorders === 'notify' ? 'notify' : flagCell(backorders === 'yes');
}

/** The cells a product and a variation share. */
function sellableCells(row: Row, item: ExportedProduct | ExportedVariation): void {
  row.set(columns.id, String(item.id));
  row.set(columns.sku, item.sku ?? '');
  row.set(columns.saleFrom, dateCell(item.saleFrom));
  row.set(columns.saleTo, dateCell(item.saleTo));
  row.set(columns.taxStatus, 'taxable');
  row.set(columns.inStock, stockStatusCell(item.stockStatus));
  row.set(columns.lowStockAmount, item.manageStock && item.lowStockAmount ? String(item.lowStockAmount) : '');
  row.set(columns.backorders, backordersCell(item.backorders));
  row.set(columns.soldIndividually, '0');
  row.set(columns.weight, measureCell(item.weight));
  row.set(columns.length, measureCell(item.length));
  row.set(columns.width, measureCell(item.width));
  row.set(columns.height, measureCell(item.height));
  row.set(columns.salePrice, moneyCell(item.salePrice));
  row.set(columns.regularPrice, moneyCell(item.regularPrice));
  row.set(columns.position, String(item.menuOrder));
}

class CatalogRows {
  private readonly productsById: Map<number, ExportedProduct>;
  private readonly termsOf: Map<number, CatalogForExport['productTerms']>;
  private readonly attributesOf: Map<number, CatalogForExport['attributes']>;
  private readonly galleryOf: Map<number, CatalogForExport['gallery']>;
  private readonly metaOf: Map<number, CatalogForExport['meta']>;
  private readonly childrenOf: Map<number, CatalogForExport['children']>;
  private readonly categoryPaths = new Map<number, string>();

  constructor(
    private readonly catalog: CatalogForExport,
    private readonly origin: string,
  ) {
    this.productsById = new Map(catalog.products.map((product) => [product.id, product]));
    this.termsOf = groupBy(catalog.productTerms, (term) => term.productId);
    this.attributesOf = groupBy(catalog.attributes, (attribute) => attribute.productId);
    this.galleryOf = groupBy(catalog.gallery, (picture) => picture.productId);
    this.metaOf = groupBy(catalog.meta, (entry) => entry.productId);
    this.childrenOf = groupBy(catalog.children, (child) => child.parentId);
    const byId = new Map(catalog.categories.map((category) => [category.id, category]));
    for (const category of catalog.categories) {
      const names: string[] = [];
      const seen = new Set<number>();
      for (let at: typeof category | undefined = category; at && !seen.has(at.id); at = at.parentId === null ? undefined : byId.get(at.parentId)) {
        seen.add(at.id);
        names.unshift(at.name);
      }
      this.categoryPaths.set(category.id, names.join(' > '));
    }
  }

  /** A product another row names: by its SKU, else as id:NN. */
  private referenceTo(productId: number): string {
    return this.productsById.get(productId)?.sku || `id:${productId}`;
  }

  private imageUrl(fileName: string): string {
    return `${this.origin}${mediaUrl(fileName)}`;
  }

  productRow(product: ExportedProduct): Row {
    const row: Row = new Map();
    sellableCells(row, product);
    const terms = this.termsOf.get(product.id) ?? [];
    const image = product.imageId === null ? undefined : this.catalog.imageFiles.get(product.imageId);
    const gallery = (this.galleryOf.get(product.id) ?? []).map((picture) => picture.fileName);
    row.set(columns.type, typeCell(product.type, product));
    row.set(columns.name, product.name);
    row.set(columns.published, publishedCell[product.status] ?? '-1');
    row.set(columns.featured, flagCell(product.featured));
    row.set(columns.visibility, product.catalogVisibility);
    row.set(columns.shortDescription, encodeDescription(product.shortDescription));
    row.set(columns.description, encodeDescription(product.description));
    row.set(columns.stock, product.manageStock && product.stockQuantity !== null ? String(product.stockQuantity) : '');
    row.set(columns.reviewsAllowed, flagCell(product.reviewsAllowed));
    row.set(columns.categories, implodeValues(terms.filter((term) => term.taxonomy === 'product_cat').map((term) => this.categoryPaths.get(term.termId) ?? term.name)));
    row.set(columns.images, implodeValues([...(image ? [image] : []), ...gallery].map((fileName) => this.imageUrl(fileName))));
    row.set(columns.downloadLimit, product.downloadable && product.downloadLimit ? String(product.downloadLimit) : '');
    row.set(columns.downloadExpiry, product.downloadable && product.downloadExpiryDays ? String(product.downloadExpiryDays) : '');
    row.set(columns.groupedProducts, implodeValues((this.childrenOf.get(product.id) ?? []).map((child) => this.referenceTo(child.childId))));
    row.set(columns.externalUrl, product.externalUrl ?? '');
    row.set(columns.buttonText, product.buttonText ?? '');
    (this.attributesOf.get(product.id) ?? []).forEach((attribute, index) => {
      const number = index + 1;
      const values = attribute.isTaxonomy
        ? terms.filter((term) => term.taxonomy === attribute.name).sort((a, b) => a.menuOrder - b.menuOrder || a.termId - b.termId)
        : attribute.options.map((option) => ({ slug: option, name: option }));
      row.set(attributeColumn.name(number), attribute.label);
      row.set(attributeColumn.values(number), implodeValues(values.map((value) => value.name)));
      row.set(attributeColumn.visible(number), flagCell(attribute.visible));
      row.set(attributeColumn.global(number), flagCell(attribute.isTaxonomy));
      const chosen = product.type === 'variable' ? product.defaultAttributes.find((value) => value.name === attribute.name) : undefined;
      if (chosen) row.set(attributeColumn.default(number), values.find((value) => value.slug === chosen.value)?.name ?? chosen.value);
    });
    for (const entry of this.metaOf.get(product.id) ?? []) row.set(`${metaColumnPrefix}${entry.key}`, entry.value);
    return row;
  }

  variationRow(variation: ExportedVariation): Row {
    const row: Row = new Map();
    const parent = this.productsById.get(variation.productId);
    sellableCells(row, variation);
    row.set(columns.type, typeCell('variation', variation));
    row.set(columns.name, variation.name);
    row.set(columns.published, variation.status === 'publish' ? '1' : '0');
    row.set(columns.featured, '0');
    row.set(columns.visibility, 'visible');
    row.set(columns.description, encodeDescription(variation.description));
    row.set(columns.taxClass, 'parent');
    row.set(columns.stock, variation.manageStock && variation.stockQuantity !== null ? String(variation.stockQuantity) : parent?.manageStock ? 'parent' : '');
    row.set(columns.reviewsAllowed, '0');
    const image = variation.imageId === null ? undefined : this.catalog.imageFiles.get(variation.imageId);
    row.set(columns.images, image ? implodeValues([this.imageUrl(image)]) : '');
    row.set(columns.parent, this.referenceTo(variation.productId));
    const parentAttributes = this.attributesOf.get(variation.productId) ?? [];
    const parentTerms = this.termsOf.get(variation.productId) ?? [];
    variation.attributes.forEach((chosen, index) => {
      const number = index + 1;
      const attribute = parentAttributes.find((candidate) => candidate.name === chosen.name);
      const isTaxonomy = attribute?.isTaxonomy ?? chosen.name.startsWith('pa_');
      const term = isTaxonomy ? parentTerms.find((candidate) => candidate.taxonomy === chosen.name && candidate.slug === chosen.value) : undefined;
      row.set(attributeColumn.name(number), attribute?.label ?? chosen.name);
      row.set(attributeColumn.values(number), implodeValues(chosen.value === '' ? [] : [term?.name ?? chosen.value]));
      row.set(attributeColumn.visible(number), '');
      row.set(attributeColumn.global(number), flagCell(isTaxonomy));
    });
    return row;
  }
}

/** The columns of the rows: WooCommerce's defaults, then each attribute's, then each custom field. */
function columnsOf(rows: readonly Row[]): string[] {
  const used = new Set(rows.flatMap((row) => [...row.keys()]));
  let attributes = 0;
  while (used.has(attributeColumn.name(attributes + 1))) attributes += 1;
  const attributeColumns = Array.from({ length: attributes }, (_, index) => index + 1).flatMap((number) => [
    attributeColumn.name(number),
    attributeColumn.values(number),
    attributeColumn.visible(number),
    attributeColumn.global(number),
    ...(used.has(attributeColumn.default(number)) ? [attributeColumn.default(number)] : []),
  ]);
  const meta = [...used].filter((column) => column.startsWith(metaColumnPrefix));
  return [...Object.values(columns), ...attributeColumns, ...meta];
}

export async function exportCatalog(db: Database, options: ExportOptions): Promise<{ csv: string; products: number; variations: number }> {
  const catalog = await readCatalogForExport(db);
  const rows = new CatalogRows(catalog, options.origin.replace(/\/+$/, ''));
  // Variations of a product in the trash stay out with it.
  const exported = new Set(catalog.products.map((product) => product.id));
  const items = [
    ...catalog.products.map((product) => ({ id: product.id, row: () => rows.productRow(product) })),
    ...catalog.variations.filter((variation) => exported.has(variation.productId)).map((variation) => ({ id: variation.id, row: () => rows.variationRow(variation) })),
  ].sort((a, b) => a.id - b.id);
  const cells = items.map((item) => item.row());
  const header = columnsOf(cells);
  const text = writeCsv(
    header,
    cells.map((row) => header.map((column) => escapeCell(row.get(column) ?? ''))),
  );
  return { csv: text, products: catalog.products.length, variations: items.length - catalog.products.length };
}
