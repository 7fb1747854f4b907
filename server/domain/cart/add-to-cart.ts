// Adding a product to the cart, as WooCommerce does: the product must be for sale, a variable
// product needs a variation (given, named as the product, or found from the chosen attributes), and a cart never holds
// more of a managed stock than there is unless the shop takes backorders. The session row is
// locked for the whole change, so concurrent adds to one cart are checked one after the other.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/connection';
import type { AttributeValue } from '../../db/schema/catalog';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { isStorableText } from '../storable-text';
import type { RequestSession } from '../session/request-session';
import { checkedQuantity, maxCartLines, maxLineQuantity, stockLimit, unitsHeld } from './cart-limits';
import { settleCart, type CartRecord } from './session-cart';
import { addCartItem, loadCandidateItem, loadCartItems } from './store/cart-items';
import { findVariationProductId, loadPublishedVariations, type VariationChoice } from './store/variation-choices';

export interface AddToCartInput {
  productId: number;
  quantity?: number | null;
  variationId?: number | null;
  variation?: ({ attributeName: string; attributeValue?: string | null } | null)[] | null;
  extraData?: string | null;
}

const chooseOptions = new StoreMessage('chooseOptions');
const cannotBePurchased = new StoreMessage('cannotBePurchased');
// WooCommerce's words when a grouped product's form names none of its children: the group itself is never bought.
const chooseGroupedProducts = new StoreMessage('chooseGroupedProducts');

/** WooCommerce's cart item key: the same product, variation, choices and data make the same line. */
function cartItemKey(productId: number, variationId: number | null, variation: AttributeValue[], extraData: Record<string, string>): string {
  const parts = [productId, variationId ?? 0, JSON.stringify(variation), JSON.stringify(extraData)];
  return createHash('md5').update(parts.join('|')).digest('hex');
}

function parseExtraData(text: string | null | undefined): Record<string, string> {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError(new StoreMessage('extraDataNotObject'));
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || text.length > 2_000) {
    throw new InputError(new StoreMessage('extraDataNotObject'));
  }
  const entries = Object.entries(value).map(([key, entry]) => [key, String(entry)]);
  // JSON escapes may spell what PostgreSQL's JSON cannot keep (\u0000, half a surrogate pair).
  if (entries.some((pair) => !pair.every(isStorableText))) {
    throw new InputError(new StoreMessage('extraDataBadCharacters'));
  }
  return Object.fromEntries(entries);
}

/** The chosen attributes by name (`pa_color` → `blue`), names and values as the shop spells them. */
function chosenAttributes(input: AddToCartInput['variation']): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const attribute of input ?? []) {
    const name = attribute?.attributeName?.trim();
    const value = attribute?.attributeValue?.trim();
    if (!name || !value) continue;
    if (name.length > 200 || value.length > 200) throw new InputError(chooseOptions);
    chosen.set(name.replace(/^attribute_/, ''), value);
  }
  return chosen;
}

/**
 * The variation and the attributes its line records. A variation's empty value means "any": the
 * shopper's choice fills it in and must be given. A variation named by id takes its fixed values
 * from itself (a choice given for one must agree); without an id, the first published variation
 * matching every chosen attribute is taken.
 */
async function chooseVariation(tx: Database, productId: number, variationId: number | null, chosen: Map<string, string>): Promise<VariationChoice> {
  const variations = await loadPublishedVariations(tx, productId);
  const matches = (variation: VariationChoice) =>
    variation.attributes.every((attribute) => attribute.value === '' || chosen.get(attribute.name) === attribute.value);
  const agrees = (variation: VariationChoice) =>
    variation.attributes.every((attribute) => attribute.value === '' || !chosen.has(attribute.name) || chosen.get(attribute.name) === attribute.value);
  const found =
    variationId !== null ? variations.find((variation) => variation.id === variationId) : variations.find(matches);
  if (variationId !== null && !found) throw new InputError(new StoreMessage('noSuchVariation'));
  if (!found || !(variationId !== null ? agrees(found) : matches(found))) throw new InputError(chooseOptions);
  const attributes = found.attributes.map((attribute) => ({
    name: attribute.name,
    value: attribute.value === '' ? chosen.get(attribute.name) ?? '' : attribute.value,
  }));
  if (attributes.some((attribute) => attribute.value === '')) throw new InputError(chooseOptions);
  return { id: found.id, attributes };
}

/**
 * The product and variation an add names. WooCommerce clients send a chosen variation's own id as
 * `productId` (often with the same `variationId`); like WooCommerce, the variation's parent is the
 * product then, and that variation is the one added.
 */
async function namedProduct(tx: Database, input: AddToCartInput): Promise<{ productId: number; variationId: number | null }> {
  const parentId = await findVariationProductId(tx, input.productId);
  if (parentId !== null) return { productId: parentId, variationId: input.productId };
  return { productId: input.productId, variationId: input.variationId ?? null };
}

export interface AddedToCart {
  cart: CartRecord;
  itemKey: string;
}

export async function addToCart(session: RequestSession, input: AddToCartInput): Promise<AddedToCart> {
  const quantity = checkedQuantity(input.quantity ?? 1, { allowZero: false });
  if (!Number.isInteger(input.productId) || input.productId <= 0) throw new InputError(new StoreMessage('noSuchProduct'));
  const extraData = parseExtraData(input.extraData);
  const chosen = chosenAttributes(input.variation);

  return session.transaction(async (tx) => {
    const row = await session.open(tx);
    const { productId, variationId } = await namedProduct(tx, input);
    const product = await loadCandidateItem(tx, productId, null);
    if (!product) throw new InputError(new StoreMessage('noSuchProduct'));
    if (product.productType === 'grouped') throw new InputError(chooseGroupedProducts);
    let variation: VariationChoice | null = null;
    if (product.productType === 'variable') variation = await chooseVariation(tx, productId, variationId, chosen);
    else if (variationId) throw new InputError(new StoreMessage('noSuchVariation'));

    const candidate = variation ? await loadCandidateItem(tx, productId, variation.id) : product;
    if (!candidate || !candidate.purchasable) throw new InputError(cannotBePurchased);
    const { name, stock } = candidate;
    if (stock.status === 'outofstock' && !stock.backordersAllowed) {
      throw new InputError(new StoreMessage('outOfStock', { name }));
    }

    const items = await loadCartItems(tx, row.key);
    const limit = stockLimit(stock);
    const held = unitsHeld(items, stock);
    if (limit !== null && held + quantity > limit) {
      throw new InputError(held > 0 ? new StoreMessage('stockHeld', { stock: limit, held }) : new StoreMessage('notEnoughStock', { name, stock: limit }));
    }

    const key = cartItemKey(productId, variation?.id ?? null, variation?.attributes ?? [], extraData);
    const existing = items.find((item) => item.key === key);
    if (existing && existing.quantity + quantity > maxLineQuantity) {
      throw new InputError(new StoreMessage('lineLimit', { max: maxLineQuantity }));
    }
    if (!existing && items.length >= maxCartLines) {
      throw new InputError(new StoreMessage('cartLineLimit', { max: maxCartLines }));
    }
    await addCartItem(
      tx,
      { sessionKey: row.key, key, productId, variationId: variation?.id ?? null, variation: variation?.attributes ?? [], extraData },
      quantity,
    );
    return { cart: await settleCart(tx, row, session.pricing), itemKey: key };
  });
}
