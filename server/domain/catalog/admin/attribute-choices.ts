// Chosen attribute values, as a variable product's defaults and its variations hold them: each names
// an attribute the product uses for variations, by its taxonomy (`pa_color`), label (`Color`) or, for
// a local one, its name; each value is one of that attribute's, by slug or name ('' is "any").
import type { AttributeValue } from '../../../db/schema/catalog';
import { StoreMessage } from '../../store-message';
import { CatalogInputError } from './catalog-input-error';
import type { AttributeChoiceInput } from './product-input';

/** An attribute of a product with the values it offers. */
export interface OfferedAttribute {
  /** The taxonomy of a global attribute, the name of a local one: what a choice stores. */
  name: string;
  label: string;
  isTaxonomy: boolean;
  variation: boolean;
  /** `value` is what a choice stores (a term slug, an option text), `name` what people read. */
  values: { value: string; name: string }[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The offered attribute a name means: its taxonomy or label, or a local attribute's name, in any case. */
export function offeredAttributeNamed(offered: readonly OfferedAttribute[], name: string): OfferedAttribute | undefined {
  return offered.find((attribute) => attribute.name === name) ?? offered.find((attribute) => same(attribute.name, name) || same(attribute.label, name));
}

/**
 * The stored choices, in the product's attribute order. `anyAllowed`: a variation may leave an
 * attribute open ("any"); a default that is '' is simply no default.
 */
export function resolvedChoices(
  inputs: readonly AttributeChoiceInput[],
  offered: readonly OfferedAttribute[],
  field: string,
  { anyAllowed }: { anyAllowed: boolean },
): AttributeValue[] {
  const chosen = new Map<OfferedAttribute, string>();
  inputs.forEach((input, index) => {
    const attribute = offeredAttributeNamed(offered, input.attributeName);
    if (!attribute?.variation) {
      throw new CatalogInputError(`${field}[${index}].attributeName`, new StoreMessage('variationAttributeNotOffered', { name: input.attributeName }));
    }
    if (chosen.has(attribute)) throw new CatalogInputError(`${field}[${index}].attributeName`, new StoreMessage('attributeRepeated', { name: input.attributeName }));
    const wanted = input.attributeValue.trim();
    if (wanted === '') {
      if (anyAllowed) chosen.set(attribute, '');
      return;
    }
    const value = attribute.values.find((option) => option.value === wanted) ?? attribute.values.find((option) => same(option.value, wanted) || same(option.name, wanted));
    if (!value) {
      throw new CatalogInputError(`${field}[${index}].attributeValue`, new StoreMessage('attributeValueNotOffered', { value: wanted, name: attribute.label }));
    }
    chosen.set(attribute, value.value);
  });
  return offered.flatMap((attribute) => (chosen.has(attribute) ? [{ name: attribute.name, value: chosen.get(attribute)! }] : []));
}
