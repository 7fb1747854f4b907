// WPGraphQL's createProductCategory, updateProductCategory and deleteProductCategory for the shop's
// managers, thin over domain/catalog/admin/category-writes.ts. The parent is named by its global id
// (`parentId`) or its database id (`parentDatabaseId`), 0 being none, as WPGraphQL takes them.
import type { CategoryInput } from '../../../domain/catalog/admin/category-writes';
import { createCategory, deleteCategory, updateCategory } from '../../../domain/catalog/admin/category-writes';
import { findTerm, type TermRecord } from '../../../domain/catalog/store/terms';
import type { GraphQLContext } from '../../context';
import { databaseIdFrom, toGlobalId } from '../../relay';
import { managerChange } from './manager-change';

interface GraphQLCategoryInput {
  clientMutationId?: string | null;
  name?: string | null;
  slug?: string | null;
  description?: string | null;
  parentId?: string | null;
  parentDatabaseId?: number | null;
}

function parentOf({ parentId, parentDatabaseId }: GraphQLCategoryInput): number | null | undefined {
  const id = parentId ? databaseIdFrom('term', parentId) : parentId === null ? 0 : parentDatabaseId;
  if (id === undefined) return undefined;
  return id === null || id === 0 ? null : id;
}

function categoryInput(input: GraphQLCategoryInput): CategoryInput {
  return { name: input.name, slug: input.slug, description: input.description, parentId: parentOf(input) };
}

const shownCategory = (ctx: GraphQLContext, id: number) => findTerm(ctx.db, 'product_cat', { databaseId: id });

export const categoryMutationResolvers = {
  RootMutation: {
    async createProductCategory(_: unknown, { input }: { input: GraphQLCategoryInput }, ctx: GraphQLContext) {
      const { id } = await managerChange(ctx, 'manage_product_terms', 'cannotCreateCategories', () => createCategory(ctx.db, categoryInput(input)));
      return { clientMutationId: input.clientMutationId, productCategory: shownCategory(ctx, id) };
    },
    async updateProductCategory(_: unknown, { input }: { input: GraphQLCategoryInput & { id: string } }, ctx: GraphQLContext) {
      const { id } = await managerChange(ctx, 'manage_product_terms', 'cannotUpdateCategories', () =>
        updateCategory(ctx.db, databaseIdFrom('term', input.id), categoryInput(input)),
      );
      return { clientMutationId: input.clientMutationId, productCategory: shownCategory(ctx, id) };
    },
    async deleteProductCategory(_: unknown, { input }: { input: { clientMutationId?: string | null; id: string } }, ctx: GraphQLContext) {
      // The answer is the category as it was: read before it goes.
      let before: TermRecord | null = null;
      const { id } = await managerChange(ctx, 'manage_product_terms', 'cannotDeleteCategories', async () => {
        const categoryId = databaseIdFrom('term', input.id);
        before = await shownCategory(ctx, categoryId);
        return deleteCategory(ctx.db, categoryId);
      });
      return { clientMutationId: input.clientMutationId, deletedId: toGlobalId('term', id), productCategory: before };
    },
  },
};
