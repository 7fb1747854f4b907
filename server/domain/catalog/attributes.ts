// Product attributes as WooCommerce models them. A global attribute (`pa_color`) is a taxonomy:
// its values are terms, and a product's options are the slugs of the terms it carries. A local
// attribute ("Material") is the product's own list of options. Variations and default choices
// name an attribute and hold a value (a term slug for global attributes).
import type { AttributeValue } from '../../db/schema/catalog';
import type { ProductAttributeRecord } from './store/product-attributes';
import type { TermRecord } from './store/terms';
import type { Translations } from '../translations';

/** A product's terms of one global attribute, in the attribute's (menu) order. */
export function attributeTerms(attribute: ProductAttributeRecord, productTerms: readonly TermRecord[]): TermRecord[] {
  if (!attribute.isTaxonomy) return [];
  return productTerms.filter((term) => term.taxonomy === attribute.name).sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id);
}

/** The options WooGraphQL lists: term slugs for a global attribute, the texts of a local one. */
export function attributeOptions(attribute: ProductAttributeRecord, productTerms: readonly TermRecord[]): string[] {
  return attribute.isTaxonomy ? attributeTerms(attribute, productTerms).map((term) => term.slug) : attribute.options;
}

export interface VariationAttributeRecord {
  id: string;
  /** The term's id for a global attribute value, 0 for a local one. */
  attributeId: number;
  name: string;
  value: string;
  label: string;
  /** The label in the languages it has been translated into. */
  labels: Translations;
}

/**
 * The chosen values of a variation (or a product's default choices) as WooGraphQL lists them.
 * `productTerms` and `productAttributes` are the (parent) product's: its terms hold every global
 * value its variations may choose, and its attributes their labels (`pa_color` → "Color", as
 * WooCommerce's wc_attribute_label gives them; a local attribute's label is its name).
 */
export function variationAttributes(
  ownerId: number,
  values: readonly AttributeValue[],
  productTerms: readonly TermRecord[],
  productAttributes: readonly ProductAttributeRecord[],
): VariationAttributeRecord[] {
  const termOf = (name: string, value: string) => productTerms.find((term) => term.taxonomy === name && term.slug === value);
  const attributeOf = (name: string) => productAttributes.find((attribute) => attribute.name === name);
  return values.map(({ name, value }) => ({
    id: Buffer.from(`${ownerId}||${name}||${value}`).toString('base64'),
    attributeId: termOf(name, value)?.id ?? 0,
    name,
    value,
    label: attributeOf(name)?.label ?? name.replace(/^pa_/, ''),
    labels: attributeOf(name)?.labels ?? {},
  }));
}
