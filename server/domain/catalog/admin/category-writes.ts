// Creating, changing and deleting product categories, as WooGraphQL's createProductCategory,
// updateProductCategory and deleteProductCategory do: a name unique among its siblings, a slug unique
// in the taxonomy (made from the name when none is given), a parent that exists and is not the
// category itself or below it.
import type { Database } from '../../../db/connection';
import { StoreMessage } from '../../store-message';
import { slugify } from '../slug';
import { CatalogInputError } from './catalog-input-error';
import { checkedText } from './input-values';
import { insertTerms, termsOfTaxonomy, type TermRow } from './store/attribute-terms';
import { deleteCategoryRow, updateCategoryRow } from './store/category-rows';
import { uniqueSlug } from './unique-slug';

export interface CategoryInput {
  name?: string | null;
  slug?: string | null;
  description?: string | null;
  /** The parent category's id; null puts it at the top. */
  parentId?: number | null;
}

const maxNameLength = 200;
const maxDescriptionLength = 20_000;

function notFound(id: number, field = 'id'): CatalogInputError {
  return new CatalogInputError(field, new StoreMessage('categoryNotFound', { id }));
}

/** The category's columns after the change; `current` is the category being changed. */
function plannedCategory(input: CategoryInput, categories: readonly TermRow[], current: TermRow | null) {
  const name = checkedText((input.name ?? current?.name ?? '').trim(), 'name', maxNameLength);
  if (!name) throw new CatalogInputError('name', new StoreMessage('categoryNameRequired'));
  const parentId = input.parentId === undefined ? (current?.parentId ?? null) : input.parentId;
  if (parentId !== null) {
    if (!categories.some((category) => category.id === parentId)) throw notFound(parentId, 'parentId');
    // Walking up from the new parent must never reach the category itself.
    for (let above: number | null = parentId; above !== null; above = categories.find((category) => category.id === above)?.parentId ?? null) {
      if (above === current?.id) throw new CatalogInputError('parentId', new StoreMessage('categoryParentLoop'));
    }
  }
  const others = categories.filter((category) => category.id !== current?.id);
  if (others.some((category) => category.parentId === parentId && category.name.toLowerCase() === name.toLowerCase())) {
    throw new CatalogInputError('name', new StoreMessage('categoryExists', { name }));
  }
  const taken = new Set(others.map((category) => category.slug));
  const wanted = input.slug ? slugify(input.slug) : '';
  if (wanted && taken.has(wanted)) throw new CatalogInputError('slug', new StoreMessage('categorySlugTaken', { slug: wanted }));
  const slug = wanted || (current && input.slug === undefined ? current.slug : uniqueSlug(slugify(name) || 'category', taken));
  return { name, slug, parentId };
}

export async function createCategory(db: Database, input: CategoryInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const planned = plannedCategory(input, await termsOfTaxonomy(tx, 'product_cat'), null);
    const description = checkedText(input.description ?? '', 'description', maxDescriptionLength);
    const [created] = await insertTerms(tx, 'product_cat', [{ ...planned, description }]);
    return { id: created!.id };
  });
}

export async function updateCategory(db: Database, id: number, input: CategoryInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const categories = await termsOfTaxonomy(tx, 'product_cat');
    const current = categories.find((category) => category.id === id);
    if (!current) throw notFound(id);
    const planned = plannedCategory(input, categories, current);
    const description = input.description === undefined || input.description === null ? undefined : checkedText(input.description, 'description', maxDescriptionLength);
    await updateCategoryRow(tx, id, { ...planned, ...(description === undefined ? {} : { description }) });
    return { id };
  });
}

export async function deleteCategory(db: Database, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = (await termsOfTaxonomy(tx, 'product_cat')).find((category) => category.id === id);
    if (!current) throw notFound(id);
    await deleteCategoryRow(tx, id, current.parentId);
    return { id };
  });
}
