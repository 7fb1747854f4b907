// WooGraphQL's createProductVariation, updateProductVariation and deleteProductVariation for the
// shop's managers, thin over domain/catalog/admin/variation-writes.ts. The payload's variation is the
// storefront's view of it after the change (null while it is private).
import { findVariationProductId } from '../../../domain/cart/store/variation-choices';
import { CatalogInputError } from '../../../domain/catalog/admin/catalog-input-error';
import type { VariationInput } from '../../../domain/catalog/admin/product-input';
import { createVariation, deleteVariation, updateVariation } from '../../../domain/catalog/admin/variation-writes';
import { StoreMessage } from '../../../domain/store-message';
import type { GraphQLContext } from '../../context';
import { databaseIdFrom } from '../../relay';
import { managerChange, present } from './manager-change';

interface GraphQLVariationInput extends Omit<VariationInput, 'manageStock' | 'image' | 'attributes'> {
  clientMutationId?: string | null;
  productId: string;
  /** WooGraphQL takes it as text: "true" or "false" (as wc_string_to_bool reads them), or "parent". */
  manageStock?: string | null;
  image?: { id?: number | null } | null;
  attributes?: readonly ({ attributeName: string; attributeValue?: string | null } | null)[] | null;
}

const yes = ['true', 'yes', '1'];
const no = ['false', 'no', '0'];

function manageStockOf(value: string | null | undefined): VariationInput['manageStock'] {
  if (value === undefined || value === null) return value;
  const text = value.trim().toLowerCase();
  if (text === 'parent') return 'parent';
  if (yes.includes(text)) return true;
  if (no.includes(text)) return false;
  throw new CatalogInputError('manageStock', new StoreMessage('manageStockNotValid'));
}

function variationInput(input: GraphQLVariationInput): VariationInput {
  const { clientMutationId: _, productId: __, manageStock, image, attributes, ...fields } = input;
  return {
    ...fields,
    manageStock: manageStockOf(manageStock),
    image: image === undefined ? undefined : image === null ? null : { id: image.id ?? 0 },
    attributes: attributes === undefined ? undefined : present(attributes ?? []).map((choice) => ({ attributeName: choice.attributeName, attributeValue: choice.attributeValue ?? '' })),
  };
}

/** The variation as the storefront shows it, read after the change. */
async function shownVariation(ctx: GraphQLContext, id: number) {
  const productId = await findVariationProductId(ctx.db, id);
  if (productId === null) return null;
  return (await ctx.catalog.variations.load(productId)).find((variation) => variation.id === id) ?? null;
}

export const variationMutationResolvers = {
  RootMutation: {
    async createProductVariation(_: unknown, { input }: { input: GraphQLVariationInput }, ctx: GraphQLContext) {
      const { id } = await managerChange(ctx, 'edit_products', 'cannotEditProduct', () =>
        createVariation(ctx.db, databaseIdFrom('post', input.productId), variationInput(input)),
      );
      return { clientMutationId: input.clientMutationId, variation: shownVariation(ctx, id) };
    },
    async updateProductVariation(_: unknown, { input }: { input: GraphQLVariationInput & { id: string } }, ctx: GraphQLContext) {
      const { id } = await managerChange(ctx, 'edit_products', 'cannotEditProduct', () =>
        updateVariation(ctx.db, databaseIdFrom('post', input.id), variationInput(input), { of: databaseIdFrom('post', input.productId) }),
      );
      return { clientMutationId: input.clientMutationId, variation: shownVariation(ctx, id) };
    },
    async deleteProductVariation(_: unknown, { input }: { input: { clientMutationId?: string | null; id: string; force?: boolean | null } }, ctx: GraphQLContext) {
      // The answer is the variation as it was: read before it goes.
      let before: unknown = null;
      await managerChange(ctx, 'delete_products', 'cannotDeleteVariations', async () => {
        const id = databaseIdFrom('post', input.id);
        before = await shownVariation(ctx, id);
        return deleteVariation(ctx.db, id);
      });
      return { clientMutationId: input.clientMutationId, variation: before };
    },
  },
};
