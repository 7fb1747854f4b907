// WooGraphQL's createProduct, updateProduct and deleteProduct for the shop's managers, thin over
// domain/catalog/admin/product-writes.ts: the input's lists are taken as the domain takes them, the
// payload's product is the storefront's view of it after the change (null while it is not published).
import type { ProductAttributeInput, ProductInput } from '../../../domain/catalog/admin/product-input';
import { createProduct, deleteProduct, updateProduct } from '../../../domain/catalog/admin/product-writes';
import type { GraphQLContext } from '../../context';
import { databaseIdFrom } from '../../relay';
import { managerChange, present } from './manager-change';

type Listed<T> = readonly (T | null)[] | null | undefined;

/** The input as GraphQL gives it: lists may hold nulls, an attribute's options too, an image may lack its id. */
export interface GraphQLProductInput extends Omit<ProductInput, 'categories' | 'images' | 'attributes' | 'defaultAttributes' | 'groupedProducts' | 'metaData'> {
  clientMutationId?: string | null;
  categories?: Listed<number>;
  images?: Listed<{ id?: number | null }>;
  attributes?: Listed<Omit<ProductAttributeInput, 'options'> & { options?: Listed<string> }>;
  defaultAttributes?: Listed<{ attributeName: string; attributeValue?: string | null }>;
  groupedProducts?: Listed<number>;
  metaData?: Listed<{ key: string; value: string }>;
}

/** A list given (null clears it, as an empty one does); left out, it stays as it is. */
function listed<T, R>(list: Listed<T>, map: (entry: T) => R): R[] | undefined {
  return list === undefined ? undefined : present(list ?? []).map(map);
}

/** The domain's input: an image without an id is no image of the shop's (id 0 is refused by name). */
export function productInput(input: GraphQLProductInput): ProductInput {
  const { clientMutationId: _, categories, images, attributes, defaultAttributes, groupedProducts, metaData, ...fields } = input;
  return {
    ...fields,
    categories: listed(categories, (id) => id),
    images: listed(images, (image) => ({ id: image.id ?? 0 })),
    attributes: listed(attributes, ({ options, ...attribute }) => ({ ...attribute, options: present(options ?? []) })),
    defaultAttributes: listed(defaultAttributes, (choice) => ({ attributeName: choice.attributeName, attributeValue: choice.attributeValue ?? '' })),
    groupedProducts: listed(groupedProducts, (id) => id),
    metaData: listed(metaData, ({ key, value }) => ({ key, value })),
  };
}

export const productMutationResolvers = {
  RootMutation: {
    async createProduct(_: unknown, { input }: { input: GraphQLProductInput }, ctx: GraphQLContext) {
      const { id } = await managerChange(ctx, 'edit_products', 'cannotCreateProducts', () => createProduct(ctx.db, productInput(input)));
      return { clientMutationId: input.clientMutationId, productId: id, product: ctx.catalog.product.load(id) };
    },
    async updateProduct(_: unknown, { input }: { input: GraphQLProductInput & { id: string } }, ctx: GraphQLContext) {
      const { id } = await managerChange(ctx, 'edit_products', 'cannotEditProduct', () => updateProduct(ctx.db, databaseIdFrom('post', input.id), productInput(input)));
      return { clientMutationId: input.clientMutationId, product: ctx.catalog.product.load(id) };
    },
    async deleteProduct(_: unknown, { input }: { input: { clientMutationId?: string | null; id: string; force?: boolean | null } }, ctx: GraphQLContext) {
      // The answer is the product as it was: read before it goes.
      let before: unknown = null;
      await managerChange(ctx, 'delete_products', 'cannotDeleteProducts', async () => {
        const id = databaseIdFrom('post', input.id);
        before = await ctx.catalog.product.load(id);
        return deleteProduct(ctx.db, id, { forceDelete: input.force ?? false });
      });
      return { clientMutationId: input.clientMutationId, product: before };
    },
  },
};
