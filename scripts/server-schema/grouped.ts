// The grouped-product part of the WooGraphQL schema the store backend implements: GroupProduct with
// what every product answers, its price range (rolled up from its children), its attributes, its
// button texts and its children. WooGraphQL gives a grouped product no stock or dimension fields.
import { attributeFields, pricingFields, productFields } from './catalog';
import type { SchemaSelection } from './selection';

export const grouped: SchemaSelection = {
  GroupProduct: [...productFields, ...pricingFields, ...attributeFields, 'addToCartText', 'addToCartDescription', 'products(first)'],
  GroupProductToProductUnionConnection: ['nodes'],
  ProductTypesEnum: ['GROUPED'],
};
