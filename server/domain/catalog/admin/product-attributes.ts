// A product's attributes as a change gives them, made into what the catalog stores: a global
// attribute (one of the shop's attribute taxonomies, named by id or taxonomy) takes its
// values as terms of that taxonomy, adding the terms it lacks, as WooCommerce's
// wp_set_object_terms does; a local attribute keeps its option texts.
import type { Database } from '../../../db/connection';
import { StoreMessage } from '../../store-message';
import { slugify } from '../slug';
import type { AttributeColumns } from '../store/product-inserts';
import type { OfferedAttribute } from './attribute-choices';
import { CatalogInputError } from './catalog-input-error';
import { checkedCount, checkedText } from './input-values';
import type { ProductAttributeInput } from './product-input';
import { insertTerms, listAttributeTaxonomies, termsOfTaxonomy, type AttributeTaxonomy } from './store/attribute-terms';
import { uniqueSlug } from './unique-slug';

export interface ResolvedAttributes {
  attributes: AttributeColumns[];
  /** The global attributes' terms, attribute by attribute. */
  termIds: number[];
  offered: OfferedAttribute[];
}

const maxAttributes = 50;
const maxOptions = 500;
const maxNameLength = 200;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The taxonomy an attribute input names (by id, or by its taxonomy `pa_color`, as WooCommerce's REST
 * API takes a global attribute), or null for a local attribute; one the shop lacks is refused.
 */
function taxonomyNamed(input: ProductAttributeInput, taxonomies: readonly AttributeTaxonomy[], field: string): AttributeTaxonomy | null {
  const name = input.name.trim();
  if (input.id) {
    const byId = taxonomies.find((taxonomy) => taxonomy.id === input.id);
    if (!byId) throw new CatalogInputError(`${field}.id`, new StoreMessage('attributeNotFound', { name: String(input.id) }));
    return byId;
  }
  if (!name.startsWith('pa_')) return null;
  const found = taxonomies.find((taxonomy) => `pa_${taxonomy.name}` === name);
  if (!found) throw new CatalogInputError(`${field}.name`, new StoreMessage('attributeNotFound', { name }));
  return found;
}

function checkedOptions(input: ProductAttributeInput, field: string): string[] {
  checkedCount(input.options, `${field}.options`, maxOptions);
  const options: string[] = [];
  for (const option of input.options.map((text) => text.trim())) {
    checkedText(option, `${field}.options`, maxNameLength);
    if (option && !options.some((known) => known === option)) options.push(option);
  }
  if (!options.length) throw new CatalogInputError(`${field}.options`, new StoreMessage('attributeOptionsRequired', { name: input.name.trim() }));
  return options;
}

export async function resolveAttributes(tx: Database, inputs: readonly ProductAttributeInput[]): Promise<ResolvedAttributes> {
  checkedCount(inputs, 'attributes', maxAttributes);
  const taxonomies = inputs.length ? await listAttributeTaxonomies(tx) : [];
  const resolved: ResolvedAttributes = { attributes: [], termIds: [], offered: [] };
  for (const [index, input] of inputs.entries()) {
    const field = `attributes[${index}]`;
    const name = checkedText(input.name.trim(), `${field}.name`, maxNameLength);
    if (!name && !input.id) throw new CatalogInputError(`${field}.name`, new StoreMessage('attributeNameRequired'));
    const taxonomy = taxonomyNamed(input, taxonomies, field);
    const stored = taxonomy ? `pa_${taxonomy.name}` : name;
    const label = taxonomy ? taxonomy.label : name;
    if (resolved.attributes.some((attribute) => same(attribute.name, stored))) {
      throw new CatalogInputError(`${field}.name`, new StoreMessage('attributeRepeated', { name: label }));
    }
    const options = checkedOptions(input, field);
    const visible = input.visible ?? false;
    const variation = input.variation ?? false;
    if (!taxonomy) {
      resolved.attributes.push({ name, isTaxonomy: false, options, visible, variation });
      resolved.offered.push({ name, label, isTaxonomy: false, variation, values: options.map((option) => ({ value: option, name: option })) });
      continue;
    }
    const terms = await attributeTerms(tx, stored, options);
    resolved.attributes.push({ name: stored, isTaxonomy: true, options: [], visible, variation });
    resolved.termIds.push(...terms.map((term) => term.id));
    resolved.offered.push({ name: stored, label, isTaxonomy: true, variation, values: terms.map((term) => ({ value: term.slug, name: term.name })) });
  }
  return resolved;
}

/** The terms the options name (by slug, else by name in any case), adding those the taxonomy lacks. */
async function attributeTerms(tx: Database, taxonomy: string, options: readonly string[]) {
  const known = await termsOfTaxonomy(tx, taxonomy);
  const found = options.map((option) => known.find((term) => term.slug === option) ?? known.find((term) => same(term.name, option)));
  const slugs = new Set(known.map((term) => term.slug));
  const missing = options.flatMap((option, index) => {
    if (found[index]) return [];
    const slug = uniqueSlug(slugify(option) || 'term', slugs);
    slugs.add(slug);
    return [{ index, name: option, slug, parentId: null }];
  });
  const added = await insertTerms(tx, taxonomy, missing);
  missing.forEach(({ index }, position) => (found[index] = added[position]));
  // "Blue" and "blue" name one term.
  return [...new Map(found.map((term) => [term!.id, term!])).values()];
}
