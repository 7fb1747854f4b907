// Resolvers of grouped products (WooGraphQL's GroupProduct): the fields every product answers, its
// price range rolled up from its children, and the children themselves, in the group's order.
import type { ProductRecord } from '../../domain/catalog/store/product-records';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap } from '../paging';
import { attributeFields, pricingFields, productFields } from './products';

type First = { first?: number | null };

export const groupedProductResolvers = {
  GroupProduct: {
    ...productFields,
    ...pricingFields,
    ...attributeFields,
    // WooCommerce's words for a grouped product's button, which leads to its page.
    addToCartText: () => 'View products',
    addToCartDescription: (p: ProductRecord) => `View products in the “${p.name}” group`,
    async products(p: ProductRecord, { first }: First, { catalog }: GraphQLContext) {
      const ids = (await catalog.groupChildren.load(p.id)).slice(0, cappedPageSize(first, nestedListCap));
      const children = await Promise.all(ids.map((id) => catalog.product.load(id)));
      return { nodes: children.filter((child) => child !== null) };
    },
  },
};
