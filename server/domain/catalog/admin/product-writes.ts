// Creating, changing and deleting products, as WooGraphQL's createProduct, updateProduct and
// deleteProduct do: the input is checked as a whole against what the product will be (its type
// decides which fields belong to it), the relations it names must exist, and the change is one
// transaction that the caches hear of (catalog-change.ts).
import type { Database } from '../../../db/connection';
import type { CatalogVisibility, ProductType } from '../../../db/schema/catalog';
import { InputError } from '../../input-error';
import { StoreMessage } from '../../store-message';
import { slugify } from '../slug';
import { insertProducts, replaceProductLinks, type ProductColumns, type ProductLinks } from '../store/product-inserts';
import { resolvedChoices, type OfferedAttribute } from './attribute-choices';
import { CatalogInputError } from './catalog-input-error';
import { checkedCount, checkedText, checkedWholeNumber } from './input-values';
import { resolveAttributes } from './product-attributes';
import type { ProductInput, ProductStatus } from './product-input';
import { newSellable, sellableColumns } from './sellable-fields';
import { offeredAttributesOf } from './store/offered-attributes';
import {
  deleteProductRow,
  deleteVariationsOf,
  existingMediaIds,
  existingTermIds,
  lockProduct,
  productTermLinks,
  productTypesOf,
  skuHolder,
  takenProductSlugs,
  updateProductRow,
  type ProductRow,
} from './store/product-rows';
import { uniqueSlug } from './unique-slug';

const productTypes: readonly ProductType[] = ['simple', 'variable', 'grouped', 'external'];
const productStatuses: readonly ProductStatus[] = ['publish', 'draft', 'private', 'pending'];
const visibilities: readonly CatalogVisibility[] = ['visible', 'catalog', 'search', 'hidden'];

const maxNameLength = 200;
const maxDescriptionLength = 100_000;
const maxUrlLength = 2000;
const maxCategories = 50;
const maxImages = 50;
const maxChildren = 100;
const maxMeta = 100;
const maxMetaValueLength = 65_536;

/** What a change writes: the whole row, and the links it gives anew. */
interface PlannedProduct {
  row: ProductColumns;
  links: Partial<ProductLinks>;
}

function given<T>(value: T | null | undefined, current: T | undefined): T | undefined {
  return value === null || value === undefined ? current : value;
}

function notFound(id: number): InputError {
  return new InputError(new StoreMessage('noSuchProduct', { id }));
}

async function checkedSlug(tx: Database, input: ProductInput, name: string, current: ProductRow | null): Promise<string> {
  const wanted = input.slug ? slugify(input.slug) : '';
  if (current && !wanted) return current.slug;
  const slug = wanted || slugify(name) || 'product';
  if (slug === current?.slug) return slug;
  return uniqueSlug(slug, await takenProductSlugs(tx, slug, current?.id ?? null));
}

async function checkedSku(tx: Database, sku: string | null, current: ProductRow | null): Promise<void> {
  if (sku === null || sku === current?.sku) return;
  const holder = await skuHolder(tx, sku);
  if (holder && holder.productId !== current?.id) throw new CatalogInputError('sku', new StoreMessage('skuTaken', { sku }));
}

function checkedExternalUrl(value: string): string {
  const url = checkedText(value.trim(), 'externalUrl', maxUrlLength);
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new CatalogInputError('externalUrl', new StoreMessage('externalUrlNotValid'));
  }
  return url;
}

/** A download limit or expiry: -1 or null is "unlimited", as WooCommerce takes it. */
function downloadNumber(value: number | null | undefined, current: number | null, field: string): number | null {
  if (value === undefined) return current;
  if (value === null || value === -1) return null;
  return checkedWholeNumber(value, field, 0, 1_000_000);
}

async function checkedCategories(tx: Database, ids: readonly number[]): Promise<number[]> {
  checkedCount(ids, 'categories', maxCategories);
  const unique = [...new Set(ids)];
  const existing = await existingTermIds(tx, 'product_cat', unique);
  const missing = unique.find((id) => !existing.has(id));
  if (missing !== undefined) throw new CatalogInputError('categories', new StoreMessage('categoryNotFound', { id: missing }));
  return unique;
}

async function checkedImages(tx: Database, images: readonly { id: number }[]): Promise<number[]> {
  checkedCount(images, 'images', maxImages);
  const ids = [...new Set(images.map((image) => image.id))];
  const existing = await existingMediaIds(tx, ids);
  const missing = ids.find((id) => !existing.has(id));
  if (missing !== undefined) throw new CatalogInputError('images', new StoreMessage('imageNotFound', { id: missing }));
  return ids;
}

async function checkedChildren(tx: Database, ids: readonly number[], productId: number | null): Promise<number[]> {
  checkedCount(ids, 'groupedProducts', maxChildren);
  const unique = [...new Set(ids)];
  const types = await productTypesOf(tx, unique);
  const wrong = unique.find((id) => id === productId || !['simple', 'external'].includes(types.get(id) ?? ''));
  if (wrong !== undefined) throw new CatalogInputError('groupedProducts', new StoreMessage('groupedChildNotValid', { id: wrong }));
  return unique;
}

function checkedMeta(entries: NonNullable<ProductInput['metaData']>): [string, string][] {
  checkedCount(entries, 'metaData', maxMeta);
  return entries.map(({ key, value }, index) => {
    const field = `metaData[${index}]`;
    if (!key.trim() || key.length > 255) throw new CatalogInputError(`${field}.key`, new StoreMessage('metaKeyNotValid'));
    return [checkedText(key.trim(), `${field}.key`, 255), checkedText(value, `${field}.value`, maxMetaValueLength)];
  });
}

/** The product as it will be, checked; `current` is the locked row of an update. */
async function plannedProduct(tx: Database, input: ProductInput, current: ProductRow | null): Promise<PlannedProduct> {
  const type = given(input.type, current?.type) ?? 'simple';
  if (!productTypes.includes(type)) throw new CatalogInputError('type', new StoreMessage('productTypeNotValid'));
  const status = given(input.status, current?.status) ?? 'publish';
  if (input.status && !productStatuses.includes(input.status)) throw new CatalogInputError('status', new StoreMessage('productStatusNotValid'));
  const catalogVisibility = given(input.catalogVisibility, current?.catalogVisibility) ?? 'visible';
  if (!visibilities.includes(catalogVisibility)) throw new CatalogInputError('catalogVisibility', new StoreMessage('catalogVisibilityNotValid'));
  const name = checkedText(given(input.name, current?.name)?.trim() ?? '', 'name', maxNameLength);
  if (!name) throw new CatalogInputError('name', new StoreMessage('productNameRequired'));

  const sold = type === 'simple' || type === 'external';
  const ownStock = type === 'simple' || type === 'variable';
  const sellable = sellableColumns(input, current ?? newSellable, {
    priced: sold,
    manageStock: ownStock && (given(input.manageStock, current?.manageStock) ?? false),
  });
  if (!ownStock) Object.assign(sellable, { backorders: 'no', stockStatus: type === 'external' ? 'instock' : sellable.stockStatus });
  await checkedSku(tx, sellable.sku, current);
  const external = type === 'external';
  const externalUrl = external ? given(input.externalUrl, current?.externalUrl ?? undefined) : undefined;
  const buttonText = external ? given(input.buttonText, current?.buttonText ?? undefined) : undefined;

  const row: ProductColumns = {
    ...sellable,
    type,
    status,
    catalogVisibility,
    name,
    slug: await checkedSlug(tx, input, name, current),
    featured: given(input.featured, current?.featured) ?? false,
    description: checkedText(given(input.description, current?.description) ?? '', 'description', maxDescriptionLength),
    shortDescription: checkedText(given(input.shortDescription, current?.shortDescription) ?? '', 'shortDescription', maxDescriptionLength),
    downloadLimit: downloadNumber(input.downloadLimit, current?.downloadLimit ?? null, 'downloadLimit'),
    downloadExpiryDays: downloadNumber(input.downloadExpiry, current?.downloadExpiryDays ?? null, 'downloadExpiry'),
    externalUrl: externalUrl ? checkedExternalUrl(externalUrl) : null,
    buttonText: buttonText ? checkedText(buttonText.trim(), 'buttonText', maxNameLength) : null,
    reviewsAllowed: given(input.reviewsAllowed, current?.reviewsAllowed) ?? true,
    imageId: current?.imageId ?? null,
    defaultAttributes: type === 'variable' ? (current?.defaultAttributes ?? []) : [],
  };
  return { row, links: await plannedLinks(tx, input, row, current) };
}

/** The links the input gives anew (and those a change of type ends). */
async function plannedLinks(tx: Database, input: ProductInput, row: ProductColumns, current: ProductRow | null): Promise<Partial<ProductLinks>> {
  const links: Partial<ProductLinks> = {};
  const categoryIds = input.categories ? await checkedCategories(tx, input.categories) : undefined;
  const attributes = input.attributes ? await resolveAttributes(tx, input.attributes) : undefined;
  if (categoryIds || attributes) {
    const kept = current ? await productTermLinks(tx, current.id) : [];
    const keptIds = (categories: boolean) => kept.filter((link) => (link.taxonomy === 'product_cat') === categories).map((link) => link.termId);
    links.termIds = [...(categoryIds ?? keptIds(true)), ...(attributes?.termIds ?? keptIds(false))];
  }
  if (attributes) links.attributes = attributes.attributes;
  if (input.images) {
    const [imageId = null, ...galleryIds] = await checkedImages(tx, input.images);
    row.imageId = imageId;
    links.galleryIds = galleryIds;
  }
  if (row.type === 'variable' && (input.defaultAttributes || attributes)) {
    const offered: OfferedAttribute[] = attributes?.offered ?? (current ? await offeredAttributesOf(tx, current.id) : []);
    // New attributes keep the defaults that still name one of their values.
    const choices = input.defaultAttributes ?? (row.defaultAttributes ?? []).map(({ name, value }) => ({ attributeName: name, attributeValue: value }));
    const usable = input.defaultAttributes ? choices : choices.filter((choice) => offered.some((attribute) => attribute.name === choice.attributeName && attribute.variation && attribute.values.some((option) => option.value === choice.attributeValue)));
    row.defaultAttributes = resolvedChoices(usable, offered, 'defaultAttributes', { anyAllowed: false });
  }
  if (input.groupedProducts && input.groupedProducts.length && row.type !== 'grouped') {
    throw new CatalogInputError('groupedProducts', new StoreMessage('groupedProductsOnlyForGroups'));
  }
  if (row.type === 'grouped' && input.groupedProducts) links.childIds = await checkedChildren(tx, input.groupedProducts, current?.id ?? null);
  else if (current?.type === 'grouped' && row.type !== 'grouped') links.childIds = [];
  if (input.metaData) links.meta = checkedMeta(input.metaData);
  return links;
}

export async function createProduct(db: Database, input: ProductInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { row, links } = await plannedProduct(tx, input, null);
    const [inserted] = await insertProducts(tx, [{ row, variations: [], termIds: [], attributes: [], galleryIds: [], meta: [], childIds: [], ...links }]);
    return { id: inserted!.id };
  });
}

export async function updateProduct(db: Database, id: number, input: ProductInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (!current) throw notFound(id);
    const { row, links } = await plannedProduct(tx, input, current);
    // A product that stops being variable loses its variations, as WooCommerce's product editor does.
    if (current.type === 'variable' && row.type !== 'variable') await deleteVariationsOf(tx, id);
    await updateProductRow(tx, id, row);
    await replaceProductLinks(tx, id, links);
    return { id };
  });
}

/** Moves the product to the trash (a status no shopper sees), or with `forceDelete` deletes it and its variations. */
export async function deleteProduct(db: Database, id: number, { forceDelete = false } = {}): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw notFound(id);
    if (forceDelete) await deleteProductRow(tx, id);
    else await updateProductRow(tx, id, { status: 'trash' });
    return { id };
  });
}
