// The columns of the product CSV that WooCommerce's own exporter writes (WC_Product_CSV_Exporter's
// default columns, weights in kg and dimensions in cm as the shop keeps them), in its order; then
// four or five per attribute and one per custom field.
export const columns = {
  id: 'ID',
  type: 'Type',
  sku: 'SKU',
  globalUniqueId: 'GTIN, UPC, EAN, or ISBN',
  name: 'Name',
  published: 'Published',
  featured: 'Is featured?',
  visibility: 'Visibility in catalog',
  shortDescription: 'Short description',
  description: 'Description',
  saleFrom: 'Date sale price starts',
  saleTo: 'Date sale price ends',
  taxStatus: 'Tax status',
  taxClass: 'Tax class',
  inStock: 'In stock?',
  stock: 'Stock',
  lowStockAmount: 'Low stock amount',
  backorders: 'Backorders allowed?',
  soldIndividually: 'Sold individually?',
  weight: 'Weight (kg)',
  length: 'Length (cm)',
  width: 'Width (cm)',
  height: 'Height (cm)',
  reviewsAllowed: 'Allow customer reviews?',
  purchaseNote: 'Purchase note',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  categories: 'Categories',
  tags: 'Tags',
  shippingClass: 'Shipping class',
  images: 'Images',
  downloadLimit: 'Download limit',
  downloadExpiry: 'Download expiry days',
  parent: 'Parent',
  groupedProducts: 'Grouped products',
  upsells: 'Upsells',
  crossSells: 'Cross-sells',
  externalUrl: 'External URL',
  buttonText: 'Button text',
  position: 'Position',
} as const;

export type ColumnKey = keyof typeof columns;

/** Columns the shop has nothing to keep in: a value there is reported, not imported. */
export const columnsNotKept: readonly string[] = [
  columns.globalUniqueId,
  columns.taxClass,
  columns.tags,
  columns.shippingClass,
  columns.purchaseNote,
  columns.upsells,
  columns.crossSells,
];

export const attributeColumn = {
  name: (n: number) => `Attribute ${n} name`,
  values: (n: number) => `Attribute ${n} value(s)`,
  visible: (n: number) => `Attribute ${n} visible`,
  global: (n: number) => `Attribute ${n} global`,
  default: (n: number) => `Attribute ${n} default`,
};

export const attributeColumnPattern = /^Attribute (\d+) (name|value\(s\)|visible|global|default)$/;
export const downloadColumnPattern = /^Download (\d+) (ID|name|URL)$/;
export const metaColumnPrefix = 'Meta: ';
