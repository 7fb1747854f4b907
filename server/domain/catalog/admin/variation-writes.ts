// Creating, changing and deleting a variable product's variations, as WooGraphQL's
// createProductVariation, updateProductVariation and deleteProductVariation do: a variation chooses
// among its product's attributes used for variations ('' leaves one open: "any"), and is named after
// its product and choices ("Hoodie - Blue, M") as WooCommerce names it.
import type { AttributeValue } from '../../../db/schema/catalog';
import type { Database } from '../../../db/connection';
import { findVariationProductId } from '../../cart/store/variation-choices';
import { InputError } from '../../input-error';
import { StoreMessage } from '../../store-message';
import { slugify } from '../slug';
import { insertVariations, type VariationColumns } from '../store/product-inserts';
import { resolvedChoices, type OfferedAttribute } from './attribute-choices';
import { CatalogInputError } from './catalog-input-error';
import { checkedText } from './input-values';
import type { VariationInput } from './product-input';
import { newSellable, sellableColumns } from './sellable-fields';
import { offeredAttributesOf } from './store/offered-attributes';
import { existingMediaIds, lockProduct, skuHolder, type ProductRow } from './store/product-rows';
import { deleteVariationRow, lockVariation, updateVariationRow, type VariationRow } from './store/variation-rows';

const maxDescriptionLength = 100_000;

/** The variable product the variation belongs to, locked; refused when missing or not variable. */
async function lockedParent(tx: Database, productId: number): Promise<ProductRow> {
  const product = await lockProduct(tx, productId);
  if (!product) throw new InputError(new StoreMessage('noSuchProduct', { id: productId }));
  if (product.type !== 'variable') throw new CatalogInputError('productId', new StoreMessage('variationParentNotVariable'));
  return product;
}

/** "Classic Hoodie - Blue, M": the product's name and the names of the values chosen. */
function variationName(product: ProductRow, attributes: readonly AttributeValue[], offered: readonly OfferedAttribute[]): string {
  const names = attributes.flatMap(({ name, value }) => {
    const option = offered.find((attribute) => attribute.name === name)?.values.find((candidate) => candidate.value === value);
    return option ? [option.name] : [];
  });
  return names.length ? `${product.name} - ${names.join(', ')}` : product.name;
}

async function plannedVariation(tx: Database, product: ProductRow, input: VariationInput, current: VariationRow | null): Promise<VariationColumns> {
  const offered = await offeredAttributesOf(tx, product.id);
  const attributes = input.attributes ? resolvedChoices(input.attributes, offered, 'attributes', { anyAllowed: true }) : (current?.attributes ?? []);
  const manageStock = input.manageStock === undefined || input.manageStock === null ? (current?.manageStock ?? false) : input.manageStock === true;
  const sellable = sellableColumns(input, current ?? newSellable, { priced: true, manageStock });
  if (sellable.sku !== null && sellable.sku !== current?.sku) {
    const holder = await skuHolder(tx, sellable.sku);
    if (holder && holder.variationId !== current?.id) throw new CatalogInputError('sku', new StoreMessage('skuTaken', { sku: sellable.sku }));
  }
  let imageId = current?.imageId ?? null;
  if (input.image !== undefined) {
    imageId = input.image?.id ?? null;
    if (imageId !== null && !(await existingMediaIds(tx, [imageId])).has(imageId)) {
      throw new CatalogInputError('image', new StoreMessage('imageNotFound', { id: imageId }));
    }
  }
  const name = variationName(product, attributes, offered);
  const visible = input.visible ?? (current ? current.status === 'publish' : true);
  return {
    ...sellable,
    status: visible ? 'publish' : 'private',
    name,
    slug: slugify(name) || 'variation',
    description: checkedText(input.description ?? current?.description ?? '', 'description', maxDescriptionLength),
    imageId,
    attributes,
  };
}

export async function createVariation(db: Database, productId: number, input: VariationInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const product = await lockedParent(tx, productId);
    const columns = await plannedVariation(tx, product, input, null);
    const [id] = await insertVariations(tx, [{ ...columns, productId }]);
    return { id: id! };
  });
}

export async function updateVariation(db: Database, id: number, input: VariationInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    // The product first, then the variation, in the order checkout locks them.
    const productId = await findVariationProductId(tx, id);
    const product = productId === null ? null : await lockedParent(tx, productId);
    const current = product && (await lockVariation(tx, id));
    if (!product || !current) throw new InputError(new StoreMessage('noSuchVariation'));
    await updateVariationRow(tx, id, await plannedVariation(tx, product, input, current));
    return { id };
  });
}

export async function deleteVariation(db: Database, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    if ((await findVariationProductId(tx, id)) === null) throw new InputError(new StoreMessage('noSuchVariation'));
    await deleteVariationRow(tx, id);
    return { id };
  });
}
