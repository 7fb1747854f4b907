// How a shopper's choices of a variable product's attributes find its variation, as WooCommerce's
// variation form does: a variation matches when each of its attributes equals the choice or is
// "any" (an empty value); an option can be chosen only if, with the other choices, it still leads
// to a variation the shop can sell.
import type { ProductAttribute, ProductDetail, Variation } from './types';

/** The chosen option per attribute, keyed by attributeKey(). */
export type Choices = Readonly<Record<string, string>>;

type VariableProduct = Pick<ProductDetail, 'attributes' | 'variations' | 'defaultAttributes'>;

/**
 * Product attributes are named as entered ('pa_color', 'Strength'); variations and defaults name
 * them as WordPress sanitises them ('pa_color', 'strength'). Both reduce to the same key.
 */
export function attributeKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Global options are slugs and local ones are texts; WooCommerce compares either without case. */
function optionOf(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Each variation's options by attribute key, as compared: every option of every attribute is
 * matched against every variation each time a product page renders, so a variation's attribute
 * names and values are read once. Kept per object: a product's data is never changed in place (a
 * stock update brings new objects), so what is kept cannot go stale.
 */
const optionsByVariation = new WeakMap<Variation, ReadonlyMap<string, string>>();

function optionsOf(variation: Variation): ReadonlyMap<string, string> {
  const kept = optionsByVariation.get(variation);
  if (kept) return kept;
  const options = new Map<string, string>();
  // An attribute named twice counts by its first value.
  for (const attribute of variation.attributes) {
    const key = attributeKey(attribute.name);
    if (!options.has(key)) options.set(key, optionOf(attribute.value));
  }
  optionsByVariation.set(variation, options);
  return options;
}

/** The attributes a shopper chooses from, in the shop's order. */
export function choosableAttributes(product: Pick<ProductDetail, 'attributes'>): ProductAttribute[] {
  return product.attributes.filter((attribute) => attribute.variation && attribute.options.length > 0);
}

/** A variation's own empty value is "any": it matches every choice. */
function matches(variation: Variation, choices: Choices): boolean {
  const options = optionsOf(variation);
  for (const [key, value] of Object.entries(choices)) {
    const own = options.get(key) ?? '';
    if (own !== '' && own !== optionOf(value)) return false;
  }
  return true;
}

/** A variation the shop can sell: priced and not out of stock (backorders allowed). */
export function isPurchasable(variation: Variation): boolean {
  return variation.stockStatus !== 'OUT_OF_STOCK' && variation.prices.price.length > 0;
}

/** The variation of a complete choice, or null while an attribute is still open or nothing matches. */
export function chosenVariation(product: VariableProduct, choices: Choices): Variation | null {
  const complete = choosableAttributes(product).every((attribute) => choices[attributeKey(attribute.name)] !== undefined);
  if (!complete) return null;
  return product.variations.find((variation) => matches(variation, choices)) ?? null;
}

/** Whether choosing `value` for the attribute, keeping the other choices, can still end in a sale. */
export function isOptionAvailable(product: VariableProduct, choices: Choices, key: string, value: string): boolean {
  const wanted = { ...choices, [key]: value };
  return product.variations.some((variation) => isPurchasable(variation) && matches(variation, wanted));
}

/** The shop's default attributes, as far as each still leads to a variation that can be sold. */
export function defaultChoices(product: VariableProduct): Choices {
  const keys = new Set(choosableAttributes(product).map((attribute) => attributeKey(attribute.name)));
  let choices: Choices = {};
  for (const attribute of product.defaultAttributes) {
    const key = attributeKey(attribute.name);
    if (keys.has(key) && attribute.value && isOptionAvailable(product, choices, key, attribute.value)) {
      choices = { ...choices, [key]: attribute.value };
    }
  }
  return choices;
}
