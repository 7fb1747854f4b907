// The cart part of the WooGraphQL schema the store backend implements: the session's cart with its
// lines, coupons, shipping and totals, the guest customer (addresses that price the cart), the
// countries the shop sells to, and the cart mutations the storefront sends.
import { allowedCountries } from '../../server/domain/cart/countries';
import type { SchemaSelection } from './selection';

const connectionPage = ['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor'];
const money = (...fields: string[]) => fields.map((field) => `${field}(format)`);
const addressFields = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'state', 'postcode', 'country', 'email', 'phone'];

export const cart: SchemaSelection = {
  RootQuery: ['cart(recalculateTotals)', 'customer', 'allowedCountries', 'countryStates(country)'],
  RootMutation: [
    'addToCart(input)',
    'updateItemQuantities(input)',
    'emptyCart(input)',
    'applyCoupon(input)',
    'removeCoupons(input)',
    'updateShippingMethod(input)',
    'updateCustomer(input)',
  ],

  Cart: [
    'appliedCoupons',
    'availableShippingMethods',
    'chosenShippingMethods',
    'contents(first, after)',
    'isEmpty',
    'needsShippingAddress',
    'displayPricesIncludeTax',
    ...money('contentsTax', 'contentsTotal', 'discountTax', 'discountTotal', 'shippingTax', 'shippingTotal', 'subtotal', 'subtotalTax', 'total', 'totalTax'),
  ],
  CartItem: ['id', 'key', 'product', 'variation', 'quantity', 'extraData(key, keysIn)', ...money('subtotal', 'subtotalTax', 'tax', 'total')],
  SimpleCartItem: ['id', 'key', 'product', 'variation', 'quantity', 'extraData(key, keysIn)', ...money('subtotal', 'subtotalTax', 'tax', 'total')],
  CartItemConnection: ['edges', 'nodes', 'pageInfo'],
  CartItemConnectionEdge: ['cursor', 'node'],
  CartItemConnectionPageInfo: connectionPage,
  CartToCartItemConnection: ['edges', 'nodes', 'pageInfo', 'itemCount', 'productCount'],
  CartToCartItemConnectionEdge: ['cursor', 'node'],
  CartToCartItemConnectionPageInfo: connectionPage,
  CartItemToProductConnectionEdge: ['cursor', 'node'],
  CartItemToProductVariationConnectionEdge: ['cursor', 'node', 'attributes'],
  AppliedCoupon: ['code', 'description', 'discountAmount(excludeTax, format)', 'discountTax(format)'],
  ShippingPackage: ['packageDetails', 'rates', 'supportsShippingCalculator'],
  ShippingRate: ['id', 'instanceId', 'label', 'methodId', ...money('cost', 'subtotal', 'taxTotal')],

  Customer: ['id', 'databaseId', 'email', 'firstName', 'lastName', 'username', 'displayName', 'isPayingCustomer', 'sessionToken', 'billing', 'shipping', 'hasCalculatedShipping', 'calculatedShipping'],
  CustomerAddress: addressFields,
  CountryState: ['code', 'name'],
  CountriesEnum: [...allowedCountries],

  AddToCartInput: ['clientMutationId', 'productId', 'quantity', 'variationId', 'variation', 'extraData'],
  ProductAttributeInput: ['attributeName', 'attributeValue'],
  AddToCartPayload: ['cart', 'cartItem', 'clientMutationId'],
  UpdateItemQuantitiesInput: ['clientMutationId', 'items'],
  CartItemQuantityInput: ['key', 'quantity'],
  UpdateItemQuantitiesPayload: ['cart', 'clientMutationId', 'items', 'removed', 'updated'],
  EmptyCartInput: ['clientMutationId', 'clearPersistentCart'],
  EmptyCartPayload: ['cart', 'clientMutationId', 'deletedCart'],
  ApplyCouponInput: ['clientMutationId', 'code'],
  ApplyCouponPayload: ['applied', 'cart', 'clientMutationId'],
  RemoveCouponsInput: ['clientMutationId', 'codes'],
  RemoveCouponsPayload: ['cart', 'clientMutationId'],
  UpdateShippingMethodInput: ['clientMutationId', 'shippingMethods'],
  UpdateShippingMethodPayload: ['cart', 'clientMutationId'],
  UpdateCustomerInput: ['clientMutationId', 'billing', 'shipping', 'shippingSameAsBilling'],
  CustomerAddressInput: [...addressFields, 'overwrite'],
  UpdateCustomerPayload: ['clientMutationId', 'customer'],
};
