/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddToCartInput = {
  clientMutationId?: string | null | undefined;
  extraData?: string | null | undefined;
  productId: number;
  quantity?: number | null | undefined;
  variation?: Array<ProductAttributeInput | null | undefined> | null | undefined;
  variationId?: number | null | undefined;
};

export type CheckoutInput = {
  account?: CreateAccountInput | null | undefined;
  billing?: CustomerAddressInput | null | undefined;
  clientMutationId?: string | null | undefined;
  createdVia?: string | null | undefined;
  customerNote?: string | null | undefined;
  isPaid?: boolean | null | undefined;
  metaData?: Array<MetaDataInput | null | undefined> | null | undefined;
  paymentMethod?: string | null | undefined;
  shipToDifferentAddress?: boolean | null | undefined;
  shipping?: CustomerAddressInput | null | undefined;
  shippingMethod?: Array<string | null | undefined> | null | undefined;
  transactionId?: string | null | undefined;
};

export type CommentStatusEnum =
  | 'APPROVE'
  | 'HOLD'
  | 'SPAM'
  | 'TRASH';

export type CountriesEnum =
  | 'AT'
  | 'BE'
  | 'BR'
  | 'CA'
  | 'CH'
  | 'DE'
  | 'ES'
  | 'FR'
  | 'GB'
  | 'IE'
  | 'IT'
  | 'NL'
  | 'PT'
  | 'US';

export type CreateAccountInput = {
  password: string;
  username: string;
};

export type CustomerAddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  country?: CountriesEnum | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  overwrite?: boolean | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  state?: string | null | undefined;
};

export type LoginProviderEnum =
  | 'FACEBOOK'
  | 'GITHUB'
  | 'GOOGLE'
  | 'INSTAGRAM'
  | 'LINKEDIN'
  | 'OAUTH2_GENERIC'
  | 'PASSWORD';

export type MetaDataInput = {
  id?: string | null | undefined;
  key: string;
  value: string;
};

export type OrderIdTypeEnum =
  | 'DATABASE_ID'
  | 'ID'
  | 'ORDER_KEY';

export type OrderStatusEnum =
  | 'CANCELLED'
  | 'CHECKOUT_DRAFT'
  | 'COMPLETED'
  | 'FAILED'
  | 'ON_HOLD'
  | 'PENDING'
  | 'PROCESSING'
  | 'REFUNDED';

export type ProductAttributeInput = {
  attributeName: string;
  attributeValue?: string | null | undefined;
};

export type ProductAttributeTypesEnum =
  | 'GLOBAL'
  | 'LOCAL';

export type ProductTypesEnum =
  | 'EXTERNAL'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VARIABLE'
  | 'VARIATION';

export type ProductsOrderByEnum =
  | 'DATE'
  | 'MENU_ORDER'
  | 'MODIFIED'
  | 'NAME'
  | 'POPULARITY'
  | 'PRICE'
  | 'RATING'
  | 'REVIEW_COUNT'
  | 'SLUG';

export type RegisterCustomerInput = {
  billing?: CustomerAddressInput | null | undefined;
  clientMutationId?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  metaData?: Array<MetaDataInput | null | undefined> | null | undefined;
  password?: string | null | undefined;
  shipping?: CustomerAddressInput | null | undefined;
  shippingSameAsBilling?: boolean | null | undefined;
  username?: string | null | undefined;
};

export type StockStatusEnum =
  | 'IN_STOCK'
  | 'ON_BACKORDER'
  | 'OUT_OF_STOCK';

export type StripePaymentMethodEnum =
  | 'PAYMENT'
  | 'SETUP';

export type TaxonomyEnum =
  | 'PACOLOR'
  | 'PASIZE'
  | 'PRODUCTCATEGORY';

export type UpdateCustomerInput = {
  billing?: CustomerAddressInput | null | undefined;
  clientMutationId?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id?: string | number | null | undefined;
  isSession?: boolean | null | undefined;
  lastName?: string | null | undefined;
  metaData?: Array<MetaDataInput | null | undefined> | null | undefined;
  password?: string | null | undefined;
  shipping?: CustomerAddressInput | null | undefined;
  shippingSameAsBilling?: boolean | null | undefined;
};

export type UpdateCustomerMutationVariables = Exact<{
  input: UpdateCustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { customer: { databaseId: number | null, username: string | null, email: string | null, firstName: string | null, lastName: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null } | null };

export type ViewerFragment = { databaseId: number, username: string | null, email: string | null, firstName: string | null, lastName: string | null, avatar: { url: string | null } | null };

export type AccountCustomerFragment = { databaseId: number | null, username: string | null, email: string | null, firstName: string | null, lastName: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, wishlist: Array<{ key: string, value: string | null } | null> | null };

export type CartItemFragment = { key: string, quantity: number | null, subtotal: string | null, subtotalTax: string | null, product: { node:
      | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
      | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
      | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
      | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
            | { name: string | null, label: string | null }
            | { name: string | null, label: string | null }
          > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
     } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, virtual: boolean | null, price: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null };

type CartProduct_ExternalProduct_Fragment = { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null };

type CartProduct_GroupProduct_Fragment = { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null };

type CartProduct_SimpleProduct_Fragment = { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null };

type CartProduct_VariableProduct_Fragment = { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null };

export type CartProductFragment =
  | CartProduct_ExternalProduct_Fragment
  | CartProduct_GroupProduct_Fragment
  | CartProduct_SimpleProduct_Fragment
  | CartProduct_VariableProduct_Fragment
;

export type CartFragment = { isEmpty: boolean | null, displayPricesIncludeTax: boolean | null, subtotal: string | null, subtotalTax: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, appliedCoupons: Array<{ code: string, description: string | null, discountAmount: string, discountTax: string } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, subtotalTax: string | null, product: { node:
          | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
          | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
                | { name: string | null, label: string | null }
                | { name: string | null, label: string | null }
              > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
         } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, virtual: boolean | null, price: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null };

export type CartCustomerFragment = { billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { cart: { isEmpty: boolean | null, displayPricesIncludeTax: boolean | null, subtotal: string | null, subtotalTax: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, appliedCoupons: Array<{ code: string, description: string | null, discountAmount: string, discountTax: string } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, subtotalTax: string | null, product: { node:
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null }
                    | { name: string | null, label: string | null }
                  > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, virtual: boolean | null, price: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null } | null } | null };

export type UpDateCartQuantityMutationVariables = Exact<{
  key: string | number;
  quantity: number;
}>;


export type UpDateCartQuantityMutation = { updateItemQuantities: { cart: { isEmpty: boolean | null, displayPricesIncludeTax: boolean | null, subtotal: string | null, subtotalTax: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, appliedCoupons: Array<{ code: string, description: string | null, discountAmount: string, discountTax: string } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, subtotalTax: string | null, product: { node:
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null }
                    | { name: string | null, label: string | null }
                  > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, virtual: boolean | null, price: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null } | null } | null };

export type EmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyCartMutation = { emptyCart: { cart: { isEmpty: boolean | null, displayPricesIncludeTax: boolean | null, subtotal: string | null, subtotalTax: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, appliedCoupons: Array<{ code: string, description: string | null, discountAmount: string, discountTax: string } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, subtotalTax: string | null, product: { node:
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null }
                    | { name: string | null, label: string | null }
                  > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, virtual: boolean | null, price: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null } | null } | null };

export type ApplyCouponMutationVariables = Exact<{
  code: string;
}>;


export type ApplyCouponMutation = { applyCoupon: { cart: { isEmpty: boolean | null, displayPricesIncludeTax: boolean | null, subtotal: string | null, subtotalTax: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, appliedCoupons: Array<{ code: string, description: string | null, discountAmount: string, discountTax: string } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, subtotalTax: string | null, product: { node:
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null }
                    | { name: string | null, label: string | null }
                  > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, virtual: boolean | null, price: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null } | null } | null };

export type RemoveCouponsMutationVariables = Exact<{
  codes: Array<string | null | undefined> | string;
}>;


export type RemoveCouponsMutation = { removeCoupons: { cart: { isEmpty: boolean | null, displayPricesIncludeTax: boolean | null, subtotal: string | null, subtotalTax: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, appliedCoupons: Array<{ code: string, description: string | null, discountAmount: string, discountTax: string } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, subtotalTax: string | null, product: { node:
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null }
                    | { name: string | null, label: string | null }
                  > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, virtual: boolean | null, price: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null } | null } | null };

export type ChangeShippingMethodMutationVariables = Exact<{
  shippingMethods: Array<string | null | undefined> | string;
}>;


export type ChangeShippingMethodMutation = { updateShippingMethod: { cart: { isEmpty: boolean | null, displayPricesIncludeTax: boolean | null, subtotal: string | null, subtotalTax: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, appliedCoupons: Array<{ code: string, description: string | null, discountAmount: string, discountTax: string } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, subtotalTax: string | null, product: { node:
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
              | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null }
                    | { name: string | null, label: string | null }
                  > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, virtual: boolean | null, price: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null } | null } | null };

export type ChangeShippingCountyMutationVariables = Exact<{
  country: CountriesEnum;
  state?: string | null | undefined;
}>;


export type ChangeShippingCountyMutation = { updateCustomer: { customer: { billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null } | null };

export type CheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CheckoutMutation = { checkout: { result: string | null, redirect: string | null, order: { databaseId: number | null, orderKey: string | null, orderNumber: string | null, status: OrderStatusEnum | null } | null } | null };

export type ImageFragment = { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null };

type Terms_ExternalProduct_Fragment = { productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
    > } | null };

type Terms_GroupProduct_Fragment = { productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
    > } | null };

type Terms_SimpleProduct_Fragment = { productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
    > } | null };

type Terms_VariableProduct_Fragment = { productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
    > } | null };

export type TermsFragment =
  | Terms_ExternalProduct_Fragment
  | Terms_GroupProduct_Fragment
  | Terms_SimpleProduct_Fragment
  | Terms_VariableProduct_Fragment
;

type ProductCard_ExternalProduct_Fragment = { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
    > } | null };

type ProductCard_GroupProduct_Fragment = { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
    > } | null };

type ProductCard_SimpleProduct_Fragment = { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
    > } | null };

type ProductCard_VariableProduct_Fragment = { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
      | { taxonomyName: string | null, slug: string | null }
    > } | null };

export type ProductCardFragment =
  | ProductCard_ExternalProduct_Fragment
  | ProductCard_GroupProduct_Fragment
  | ProductCard_SimpleProduct_Fragment
  | ProductCard_VariableProduct_Fragment
;

export type AddressFragment = { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null };

export type GetAccountDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAccountDetailsQuery = { allowedCountries: Array<CountriesEnum | null> | null, customer: { databaseId: number | null, username: string | null, email: string | null, firstName: string | null, lastName: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null };

export type AccountDetailsFragment = { databaseId: number | null, username: string | null, email: string | null, firstName: string | null, lastName: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null };

export type GetAllTermsQueryVariables = Exact<{
  taxonomies: Array<TaxonomyEnum | null | undefined> | TaxonomyEnum;
  hideEmpty?: boolean | null | undefined;
}>;


export type GetAllTermsQuery = { terms: { nodes: Array<
      | { taxonomyName: string | null, databaseId: number, name: string | null, slug: string | null, count: number | null }
      | { taxonomyName: string | null, databaseId: number, name: string | null, slug: string | null, count: number | null }
      | { taxonomyName: string | null, databaseId: number, name: string | null, slug: string | null, count: number | null }
    > } | null };

export type GetAllowedCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAllowedCountriesQuery = { allowedCountries: Array<CountriesEnum | null> | null };

export type GetCartQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartQuery = { allowedCountries: Array<CountriesEnum | null> | null, cart: { isEmpty: boolean | null, displayPricesIncludeTax: boolean | null, subtotal: string | null, subtotalTax: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, appliedCoupons: Array<{ code: string, description: string | null, discountAmount: string, discountTax: string } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, subtotalTax: string | null, product: { node:
            | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
            | { databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
            | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
            | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, name: string | null, virtual: boolean | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
                  | { name: string | null, label: string | null }
                  | { name: string | null, label: string | null }
                > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
           } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, virtual: boolean | null, price: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null } | null, customer: { billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null };

export type GetDownloadsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDownloadsQuery = { customer: { downloadableItems: { nodes: Array<{ id: string, name: string | null, url: string | null, accessExpires: string | null, downloadsRemaining: number | null, product:
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
         | null }> } | null } | null };

export type GetLoginClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetLoginClientsQuery = { loginClients: Array<{ name: string | null, provider: LoginProviderEnum | null, isEnabled: boolean | null, authorizationUrl: string | null } | null> | null };

export type GetOrderQueryVariables = Exact<{
  id: string | number;
  idType?: OrderIdTypeEnum | null | undefined;
}>;


export type GetOrderQuery = { order: { databaseId: number | null, orderKey: string | null, orderNumber: string | null, date: string | null, status: OrderStatusEnum | null, needsPayment: boolean | null, paymentMethod: string | null, paymentMethodTitle: string | null, customerNote: string | null, subtotal: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, paymentInstructions: Array<{ value: string | null } | null> | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, subtotal: string | null, subtotalTax: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, product: { node:
            | { databaseId: number, name: string | null, slug: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
            | { databaseId: number, name: string | null, slug: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
            | { databaseId: number, name: string | null, slug: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
            | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                  | { name: string | null, label: string | null }
                  | { name: string | null, label: string | null }
                > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
           } | null, variation: { node: { databaseId: number, name: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null, couponLines: { nodes: Array<{ code: string | null, discount: string | null, discountTax: string | null }> } | null, shippingLines: { nodes: Array<{ methodTitle: string | null, total: string | null, totalTax: string | null }> } | null, downloadableItems: { nodes: Array<{ id: string, name: string | null, url: string | null, accessExpires: string | null, downloadsRemaining: number | null }> } | null } | null };

export type OrderFragment = { databaseId: number | null, orderKey: string | null, orderNumber: string | null, date: string | null, status: OrderStatusEnum | null, needsPayment: boolean | null, paymentMethod: string | null, paymentMethodTitle: string | null, customerNote: string | null, subtotal: string | null, discountTotal: string | null, discountTax: string | null, shippingTotal: string | null, shippingTax: string | null, totalTax: string | null, total: string | null, paymentInstructions: Array<{ value: string | null } | null> | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, subtotal: string | null, subtotalTax: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, product: { node:
          | { databaseId: number, name: string | null, slug: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
          | { databaseId: number, name: string | null, slug: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
          | { databaseId: number, name: string | null, slug: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
          | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                | { name: string | null, label: string | null }
                | { name: string | null, label: string | null }
              > } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }
         } | null, variation: { node: { databaseId: number, name: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } } | null }> } | null, couponLines: { nodes: Array<{ code: string | null, discount: string | null, discountTax: string | null }> } | null, shippingLines: { nodes: Array<{ methodTitle: string | null, total: string | null, totalTax: string | null }> } | null, downloadableItems: { nodes: Array<{ id: string, name: string | null, url: string | null, accessExpires: string | null, downloadsRemaining: number | null }> } | null };

export type GetOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrdersQuery = { customer: { orders: { nodes: Array<{ databaseId: number | null, orderNumber: string | null, orderKey: string | null, date: string | null, status: OrderStatusEnum | null, total: string | null }> } | null } | null };

export type GetPaymentGatewaysQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPaymentGatewaysQuery = { paymentGateways: { nodes: Array<{ id: string, title: string | null, description: string | null }> } | null };

export type GetProductQueryVariables = Exact<{
  slug: string | number;
}>;


export type GetProductQuery = { product:
    | { externalUrl: string | null, buttonText: string | null, sku: string | null, description: string | null, shortDescription: string | null, virtual: boolean | null, totalSales: number | null, price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
          | { slug: string | null, variation: boolean | null, name: string | null, id: string, options: Array<string | null> | null, label: string | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
              > } | null }
          | { variation: boolean | null, name: string | null, id: string, options: Array<string | null> | null, label: string | null, scope: ProductAttributeTypesEnum }
        > } | null, metaData: Array<{ id: string | null, key: string, value: string | null } | null> | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null }> } | null, related: { nodes: Array<
          | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | Record<PropertyKey, never>
        > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, content: string | null, date: string | null, author: { node:
                | { name: string | null, avatar: { url: string | null } | null }
                | { name: string | null, avatar: { url: string | null } | null }
               } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
          | { taxonomyName: string | null, slug: string | null }
          | { taxonomyName: string | null, slug: string | null }
          | { taxonomyName: string | null, slug: string | null }
        > } | null }
    | { sku: string | null, description: string | null, shortDescription: string | null, virtual: boolean | null, totalSales: number | null, price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
          | { slug: string | null, variation: boolean | null, name: string | null, id: string, options: Array<string | null> | null, label: string | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
              > } | null }
          | { variation: boolean | null, name: string | null, id: string, options: Array<string | null> | null, label: string | null, scope: ProductAttributeTypesEnum }
        > } | null, products: { nodes: Array<
          | { externalUrl: string | null, buttonText: string | null, purchasable: boolean | null, price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { purchasable: boolean | null, price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { purchasable: boolean | null, price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { purchasable: boolean | null }
          | { purchasable: boolean | null, price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
        > } | null, metaData: Array<{ id: string | null, key: string, value: string | null } | null> | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null }> } | null, related: { nodes: Array<
          | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | Record<PropertyKey, never>
        > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, content: string | null, date: string | null, author: { node:
                | { name: string | null, avatar: { url: string | null } | null }
                | { name: string | null, avatar: { url: string | null } | null }
               } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
          | { taxonomyName: string | null, slug: string | null }
          | { taxonomyName: string | null, slug: string | null }
          | { taxonomyName: string | null, slug: string | null }
        > } | null }
    | { weight: string | null, length: string | null, width: string | null, height: string | null, lowStockAmount: number | null, sku: string | null, description: string | null, shortDescription: string | null, virtual: boolean | null, totalSales: number | null, price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
          | { slug: string | null, variation: boolean | null, name: string | null, id: string, options: Array<string | null> | null, label: string | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
              > } | null }
          | { variation: boolean | null, name: string | null, id: string, options: Array<string | null> | null, label: string | null, scope: ProductAttributeTypesEnum }
        > } | null, metaData: Array<{ id: string | null, key: string, value: string | null } | null> | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null }> } | null, related: { nodes: Array<
          | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | Record<PropertyKey, never>
        > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, content: string | null, date: string | null, author: { node:
                | { name: string | null, avatar: { url: string | null } | null }
                | { name: string | null, avatar: { url: string | null } | null }
               } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
          | { taxonomyName: string | null, slug: string | null }
          | { taxonomyName: string | null, slug: string | null }
          | { taxonomyName: string | null, slug: string | null }
        > } | null }
    | { weight: string | null, length: string | null, width: string | null, height: string | null, lowStockAmount: number | null, sku: string | null, description: string | null, shortDescription: string | null, virtual: boolean | null, totalSales: number | null, price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, attributes: { nodes: Array<
          | { slug: string | null, variation: boolean | null, name: string | null, id: string, options: Array<string | null> | null, label: string | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
                | { name: string | null, slug: string | null, taxonomyName: string | null, databaseId: number }
              > } | null }
          | { variation: boolean | null, name: string | null, id: string, options: Array<string | null> | null, label: string | null, scope: ProductAttributeTypesEnum }
        > } | null, defaultAttributes: { nodes: Array<{ name: string | null, attributeId: number | null, value: string | null, label: string | null }> } | null, variations: { nodes: Array<{ name: string | null, databaseId: number, slug: string | null, price: string | null, regularPrice: string | null, salePrice: string | null, onSale: boolean | null, stockQuantity: number | null, stockStatus: StockStatusEnum | null, lowStockAmount: number | null, hasAttributes: boolean | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, attributes: { nodes: Array<{ name: string | null, attributeId: number | null, value: string | null, label: string | null }> } | null }> } | null, metaData: Array<{ id: string | null, key: string, value: string | null } | null> | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null }> } | null, related: { nodes: Array<
          | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
                | { taxonomyName: string | null, slug: string | null }
              > } | null }
          | Record<PropertyKey, never>
        > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, content: string | null, date: string | null, author: { node:
                | { name: string | null, avatar: { url: string | null } | null }
                | { name: string | null, avatar: { url: string | null } | null }
               } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
          | { taxonomyName: string | null, slug: string | null }
          | { taxonomyName: string | null, slug: string | null }
          | { taxonomyName: string | null, slug: string | null }
        > } | null }
   | null };

export type GetProductCategoriesQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type GetProductCategoriesQuery = { productCategories: { nodes: Array<{ id: string, databaseId: number, count: number | null, name: string | null, slug: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null }> } | null };

export type GetProductCategoryQueryVariables = Exact<{
  slug: string | number;
}>;


export type GetProductCategoryQuery = { productCategory: { id: string, databaseId: number, count: number | null, name: string | null, slug: string | null, description: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null } | null };

export type GetProductsQueryVariables = Exact<{
  after?: string | null | undefined;
  slug?: Array<string | null | undefined> | string | null | undefined;
  first?: number | null | undefined;
  orderby?: ProductsOrderByEnum | null | undefined;
}>;


export type GetProductsQuery = { products: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<
      | { description: string | null, shortDescription: string | null, price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
          > } | null }
      | { description: string | null, shortDescription: string | null, price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
          > } | null }
      | { description: string | null, shortDescription: string | null, price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
          > } | null }
      | { description: string | null, shortDescription: string | null, price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
          > } | null }
    > } | null };

export type GetStatesQueryVariables = Exact<{
  country: CountriesEnum;
}>;


export type GetStatesQuery = { countryStates: Array<{ code: string, name: string } | null> | null };

export type GetStockStatusQueryVariables = Exact<{
  slug: string | number;
}>;


export type GetStockStatusQuery = { product:
    | { databaseId: number }
    | { databaseId: number }
    | { stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number }
    | { stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, variations: { nodes: Array<{ databaseId: number, stockStatus: StockStatusEnum | null, stockQuantity: number | null }> } | null }
   | null };

export type GetStripePaymentIntentQueryVariables = Exact<{
  stripePaymentMethod?: StripePaymentMethodEnum | null | undefined;
}>;


export type GetStripePaymentIntentQuery = { stripePaymentIntent: { id: string | null, amount: number | null, currency: string | null, clientSecret: string | null, error: string | null } | null };

export type GetViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type GetViewerQuery = { viewer: { databaseId: number, username: string | null, email: string | null, firstName: string | null, lastName: string | null, avatar: { url: string | null } | null } | null, customer: { databaseId: number | null, username: string | null, email: string | null, firstName: string | null, lastName: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, wishlist: Array<{ key: string, value: string | null } | null> | null } | null };

export type GetViewerAvatarQueryVariables = Exact<{ [key: string]: never; }>;


export type GetViewerAvatarQuery = { viewer: { avatar: { url: string | null } | null } | null };

export type GetWishlistProductsQueryVariables = Exact<{
  slugs?: Array<string | null | undefined> | string | null | undefined;
  first?: number | null | undefined;
}>;


export type GetWishlistProductsQuery = { products: { nodes: Array<
      | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
          > } | null }
      | { price: string | null, regularPrice: string | null, salePrice: string | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
          > } | null }
      | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
          > } | null }
      | { price: string | null, regularPrice: string | null, salePrice: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, id: string, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, date: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, title: string | null } | null, productCategories: { nodes: Array<{ databaseId: number, slug: string | null, name: string | null, count: number | null }> } | null, terms: { nodes: Array<
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
            | { taxonomyName: string | null, slug: string | null }
          > } | null }
    > } | null };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginMutation = { login: { authToken: string | null, authTokenExpiration: string | null, refreshToken: string | null, refreshTokenExpiration: string | null, sessionToken: string | null, user: { databaseId: number, username: string | null, email: string | null, firstName: string | null, lastName: string | null, avatar: { url: string | null } | null } | null, customer: { databaseId: number | null, username: string | null, email: string | null, firstName: string | null, lastName: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, wishlist: Array<{ key: string, value: string | null } | null> | null } | null } | null };

export type LoginWithProviderMutationVariables = Exact<{
  provider: LoginProviderEnum;
  code: string;
  state?: string | null | undefined;
}>;


export type LoginWithProviderMutation = { login: { authToken: string | null, authTokenExpiration: string | null, refreshToken: string | null, refreshTokenExpiration: string | null, sessionToken: string | null, user: { databaseId: number, username: string | null, email: string | null, firstName: string | null, lastName: string | null, avatar: { url: string | null } | null } | null, customer: { databaseId: number | null, username: string | null, email: string | null, firstName: string | null, lastName: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, wishlist: Array<{ key: string, value: string | null } | null> | null } | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean | null } | null };

export type RefreshAuthTokenMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshAuthTokenMutation = { refreshToken: { authToken: string | null, authTokenExpiration: string | null } | null };

export type RegisterCustomerMutationVariables = Exact<{
  input: RegisterCustomerInput;
}>;


export type RegisterCustomerMutation = { registerCustomer: { authToken: string | null, refreshToken: string | null, viewer: { databaseId: number, username: string | null, email: string | null, firstName: string | null, lastName: string | null, avatar: { url: string | null } | null } | null, customer: { sessionToken: string | null, databaseId: number | null, username: string | null, email: string | null, firstName: string | null, lastName: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, wishlist: Array<{ key: string, value: string | null } | null> | null } | null } | null };

export type ResetPasswordEmailMutationVariables = Exact<{
  username: string;
}>;


export type ResetPasswordEmailMutation = { sendPasswordResetEmail: { success: boolean | null } | null };

export type ResetPasswordKeyMutationVariables = Exact<{
  key: string;
  login: string;
  password: string;
}>;


export type ResetPasswordKeyMutation = { resetUserPassword: { user: { databaseId: number } | null } | null };

export type SaveWishlistMutationVariables = Exact<{
  slugs: string;
}>;


export type SaveWishlistMutation = { updateCustomer: { customer: { databaseId: number | null } | null } | null };

export type UpdatePasswordMutationVariables = Exact<{
  id: string | number;
  password: string;
}>;


export type UpdatePasswordMutation = { updateCustomer: { authToken: string | null, refreshToken: string | null } | null };

export type WriteReviewMutationVariables = Exact<{
  commentOn: number;
  rating: number;
  content: string;
  author?: string | null | undefined;
  authorEmail?: string | null | undefined;
}>;


export type WriteReviewMutation = { writeReview: { rating: number | null, review: { id: string, status: CommentStatusEnum | null, content: string | null, date: string | null, author: { node:
          | { name: string | null, avatar: { url: string | null } | null }
          | { name: string | null, avatar: { url: string | null } | null }
         } | null, commentedOn: { node:
          | { databaseId: number, averageRating: number | null, reviewCount: number | null }
          | { databaseId: number, averageRating: number | null, reviewCount: number | null }
          | { databaseId: number, averageRating: number | null, reviewCount: number | null }
          | { databaseId: number, averageRating: number | null, reviewCount: number | null }
          | Record<PropertyKey, never>
         } | null } | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ViewerFragmentDoc = new TypedDocumentString(`
    fragment Viewer on User {
  databaseId
  username
  email
  firstName
  lastName
  avatar {
    url
  }
}
    `, {"fragmentName":"Viewer"}) as unknown as TypedDocumentString<ViewerFragment, unknown>;
export const AddressFragmentDoc = new TypedDocumentString(`
    fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}
    `, {"fragmentName":"Address"}) as unknown as TypedDocumentString<AddressFragment, unknown>;
export const AccountCustomerFragmentDoc = new TypedDocumentString(`
    fragment AccountCustomer on Customer {
  databaseId
  username
  email
  firstName
  lastName
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
  wishlist: metaData(key: "storefront_wishlist") {
    key
    value
  }
}
    fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`, {"fragmentName":"AccountCustomer"}) as unknown as TypedDocumentString<AccountCustomerFragment, unknown>;
export const ImageFragmentDoc = new TypedDocumentString(`
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}
    `, {"fragmentName":"Image"}) as unknown as TypedDocumentString<ImageFragment, unknown>;
export const CartProductFragmentDoc = new TypedDocumentString(`
    fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`, {"fragmentName":"CartProduct"}) as unknown as TypedDocumentString<CartProductFragment, unknown>;
export const CartItemFragmentDoc = new TypedDocumentString(`
    fragment CartItem on CartItem {
  key
  quantity
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  product {
    node {
      ...CartProduct
      ... on VariableProduct {
        attributes {
          nodes {
            name
            label
          }
        }
      }
    }
  }
  variation {
    attributes {
      name
      value
    }
    node {
      databaseId
      name
      virtual
      price
      stockStatus
      stockQuantity
      image {
        ...Image
      }
    }
  }
}
    fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`, {"fragmentName":"CartItem"}) as unknown as TypedDocumentString<CartItemFragment, unknown>;
export const CartFragmentDoc = new TypedDocumentString(`
    fragment Cart on Cart {
  isEmpty
  displayPricesIncludeTax
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  needsShippingAddress
  chosenShippingMethods
  availableShippingMethods {
    rates {
      id
      label
      cost(format: RAW)
    }
  }
  appliedCoupons {
    code
    description
    discountAmount(format: RAW)
    discountTax(format: RAW)
  }
  contents(first: 100) {
    itemCount
    productCount
    nodes {
      ...CartItem
    }
  }
}
    fragment CartItem on CartItem {
  key
  quantity
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  product {
    node {
      ...CartProduct
      ... on VariableProduct {
        attributes {
          nodes {
            name
            label
          }
        }
      }
    }
  }
  variation {
    attributes {
      name
      value
    }
    node {
      databaseId
      name
      virtual
      price
      stockStatus
      stockQuantity
      image {
        ...Image
      }
    }
  }
}
fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`, {"fragmentName":"Cart"}) as unknown as TypedDocumentString<CartFragment, unknown>;
export const CartCustomerFragmentDoc = new TypedDocumentString(`
    fragment CartCustomer on Customer {
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
}
    fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`, {"fragmentName":"CartCustomer"}) as unknown as TypedDocumentString<CartCustomerFragment, unknown>;
export const TermsFragmentDoc = new TypedDocumentString(`
    fragment Terms on Product {
  productCategories(first: 20) {
    nodes {
      databaseId
      slug
      name
      count
    }
  }
  terms(first: 100) {
    nodes {
      taxonomyName
      slug
    }
  }
}
    `, {"fragmentName":"Terms"}) as unknown as TypedDocumentString<TermsFragment, unknown>;
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on Product {
  id
  databaseId
  name
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ...Terms
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on ExternalProduct {
    price
    regularPrice
    salePrice
  }
  ... on GroupProduct {
    price
    regularPrice
    salePrice
  }
}
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}
fragment Terms on Product {
  productCategories(first: 20) {
    nodes {
      databaseId
      slug
      name
      count
    }
  }
  terms(first: 100) {
    nodes {
      taxonomyName
      slug
    }
  }
}`, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const AccountDetailsFragmentDoc = new TypedDocumentString(`
    fragment AccountDetails on Customer {
  databaseId
  username
  email
  firstName
  lastName
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
}
    fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`, {"fragmentName":"AccountDetails"}) as unknown as TypedDocumentString<AccountDetailsFragment, unknown>;
export const OrderFragmentDoc = new TypedDocumentString(`
    fragment Order on Order {
  databaseId
  orderKey
  orderNumber
  date
  status
  needsPayment
  paymentMethod
  paymentMethodTitle
  paymentInstructions: metaData(key: "payment_instructions") {
    value
  }
  customerNote
  subtotal(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
  lineItems(first: 100) {
    nodes {
      databaseId
      quantity
      subtotal(format: RAW)
      subtotalTax(format: RAW)
      metaData {
        key
        value
      }
      product {
        node {
          databaseId
          name
          slug
          image {
            ...Image
          }
          ... on VariableProduct {
            attributes {
              nodes {
                name
                label
              }
            }
          }
        }
      }
      variation {
        node {
          databaseId
          name
          image {
            ...Image
          }
        }
      }
    }
  }
  couponLines(first: 100) {
    nodes {
      code
      discount
      discountTax
    }
  }
  shippingLines(first: 100) {
    nodes {
      methodTitle
      total
      totalTax
    }
  }
  downloadableItems(first: 100) {
    nodes {
      id
      name
      url
      accessExpires
      downloadsRemaining
    }
  }
}
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}
fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`, {"fragmentName":"Order"}) as unknown as TypedDocumentString<OrderFragment, unknown>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) {
    customer {
      ...AccountDetails
    }
  }
}
    fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}
fragment AccountDetails on Customer {
  databaseId
  username
  email
  firstName
  lastName
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
}`) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const AddToCartDocument = new TypedDocumentString(`
    mutation addToCart($input: AddToCartInput!) {
  addToCart(input: $input) {
    cart {
      ...Cart
    }
  }
}
    fragment CartItem on CartItem {
  key
  quantity
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  product {
    node {
      ...CartProduct
      ... on VariableProduct {
        attributes {
          nodes {
            name
            label
          }
        }
      }
    }
  }
  variation {
    attributes {
      name
      value
    }
    node {
      databaseId
      name
      virtual
      price
      stockStatus
      stockQuantity
      image {
        ...Image
      }
    }
  }
}
fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
fragment Cart on Cart {
  isEmpty
  displayPricesIncludeTax
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  needsShippingAddress
  chosenShippingMethods
  availableShippingMethods {
    rates {
      id
      label
      cost(format: RAW)
    }
  }
  appliedCoupons {
    code
    description
    discountAmount(format: RAW)
    discountTax(format: RAW)
  }
  contents(first: 100) {
    itemCount
    productCount
    nodes {
      ...CartItem
    }
  }
}
fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`) as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;
export const UpDateCartQuantityDocument = new TypedDocumentString(`
    mutation UpDateCartQuantity($key: ID!, $quantity: Int!) {
  updateItemQuantities(input: {items: [{key: $key, quantity: $quantity}]}) {
    cart {
      ...Cart
    }
  }
}
    fragment CartItem on CartItem {
  key
  quantity
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  product {
    node {
      ...CartProduct
      ... on VariableProduct {
        attributes {
          nodes {
            name
            label
          }
        }
      }
    }
  }
  variation {
    attributes {
      name
      value
    }
    node {
      databaseId
      name
      virtual
      price
      stockStatus
      stockQuantity
      image {
        ...Image
      }
    }
  }
}
fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
fragment Cart on Cart {
  isEmpty
  displayPricesIncludeTax
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  needsShippingAddress
  chosenShippingMethods
  availableShippingMethods {
    rates {
      id
      label
      cost(format: RAW)
    }
  }
  appliedCoupons {
    code
    description
    discountAmount(format: RAW)
    discountTax(format: RAW)
  }
  contents(first: 100) {
    itemCount
    productCount
    nodes {
      ...CartItem
    }
  }
}
fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`) as unknown as TypedDocumentString<UpDateCartQuantityMutation, UpDateCartQuantityMutationVariables>;
export const EmptyCartDocument = new TypedDocumentString(`
    mutation EmptyCart {
  emptyCart(input: {clearPersistentCart: true}) {
    cart {
      ...Cart
    }
  }
}
    fragment CartItem on CartItem {
  key
  quantity
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  product {
    node {
      ...CartProduct
      ... on VariableProduct {
        attributes {
          nodes {
            name
            label
          }
        }
      }
    }
  }
  variation {
    attributes {
      name
      value
    }
    node {
      databaseId
      name
      virtual
      price
      stockStatus
      stockQuantity
      image {
        ...Image
      }
    }
  }
}
fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
fragment Cart on Cart {
  isEmpty
  displayPricesIncludeTax
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  needsShippingAddress
  chosenShippingMethods
  availableShippingMethods {
    rates {
      id
      label
      cost(format: RAW)
    }
  }
  appliedCoupons {
    code
    description
    discountAmount(format: RAW)
    discountTax(format: RAW)
  }
  contents(first: 100) {
    itemCount
    productCount
    nodes {
      ...CartItem
    }
  }
}
fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`) as unknown as TypedDocumentString<EmptyCartMutation, EmptyCartMutationVariables>;
export const ApplyCouponDocument = new TypedDocumentString(`
    mutation applyCoupon($code: String!) {
  applyCoupon(input: {code: $code}) {
    cart {
      ...Cart
    }
  }
}
    fragment CartItem on CartItem {
  key
  quantity
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  product {
    node {
      ...CartProduct
      ... on VariableProduct {
        attributes {
          nodes {
            name
            label
          }
        }
      }
    }
  }
  variation {
    attributes {
      name
      value
    }
    node {
      databaseId
      name
      virtual
      price
      stockStatus
      stockQuantity
      image {
        ...Image
      }
    }
  }
}
fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
fragment Cart on Cart {
  isEmpty
  displayPricesIncludeTax
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  needsShippingAddress
  chosenShippingMethods
  availableShippingMethods {
    rates {
      id
      label
      cost(format: RAW)
    }
  }
  appliedCoupons {
    code
    description
    discountAmount(format: RAW)
    discountTax(format: RAW)
  }
  contents(first: 100) {
    itemCount
    productCount
    nodes {
      ...CartItem
    }
  }
}
fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`) as unknown as TypedDocumentString<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const RemoveCouponsDocument = new TypedDocumentString(`
    mutation removeCoupons($codes: [String]!) {
  removeCoupons(input: {codes: $codes}) {
    cart {
      ...Cart
    }
  }
}
    fragment CartItem on CartItem {
  key
  quantity
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  product {
    node {
      ...CartProduct
      ... on VariableProduct {
        attributes {
          nodes {
            name
            label
          }
        }
      }
    }
  }
  variation {
    attributes {
      name
      value
    }
    node {
      databaseId
      name
      virtual
      price
      stockStatus
      stockQuantity
      image {
        ...Image
      }
    }
  }
}
fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
fragment Cart on Cart {
  isEmpty
  displayPricesIncludeTax
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  needsShippingAddress
  chosenShippingMethods
  availableShippingMethods {
    rates {
      id
      label
      cost(format: RAW)
    }
  }
  appliedCoupons {
    code
    description
    discountAmount(format: RAW)
    discountTax(format: RAW)
  }
  contents(first: 100) {
    itemCount
    productCount
    nodes {
      ...CartItem
    }
  }
}
fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`) as unknown as TypedDocumentString<RemoveCouponsMutation, RemoveCouponsMutationVariables>;
export const ChangeShippingMethodDocument = new TypedDocumentString(`
    mutation ChangeShippingMethod($shippingMethods: [String]!) {
  updateShippingMethod(input: {shippingMethods: $shippingMethods}) {
    cart {
      ...Cart
    }
  }
}
    fragment CartItem on CartItem {
  key
  quantity
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  product {
    node {
      ...CartProduct
      ... on VariableProduct {
        attributes {
          nodes {
            name
            label
          }
        }
      }
    }
  }
  variation {
    attributes {
      name
      value
    }
    node {
      databaseId
      name
      virtual
      price
      stockStatus
      stockQuantity
      image {
        ...Image
      }
    }
  }
}
fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
fragment Cart on Cart {
  isEmpty
  displayPricesIncludeTax
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  needsShippingAddress
  chosenShippingMethods
  availableShippingMethods {
    rates {
      id
      label
      cost(format: RAW)
    }
  }
  appliedCoupons {
    code
    description
    discountAmount(format: RAW)
    discountTax(format: RAW)
  }
  contents(first: 100) {
    itemCount
    productCount
    nodes {
      ...CartItem
    }
  }
}
fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`) as unknown as TypedDocumentString<ChangeShippingMethodMutation, ChangeShippingMethodMutationVariables>;
export const ChangeShippingCountyDocument = new TypedDocumentString(`
    mutation ChangeShippingCounty($country: CountriesEnum!, $state: String) {
  updateCustomer(
    input: {shipping: {country: $country, state: $state}, billing: {country: $country, state: $state}}
  ) {
    customer {
      ...CartCustomer
    }
  }
}
    fragment CartCustomer on Customer {
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
}
fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`) as unknown as TypedDocumentString<ChangeShippingCountyMutation, ChangeShippingCountyMutationVariables>;
export const CheckoutDocument = new TypedDocumentString(`
    mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) {
    result
    redirect
    order {
      databaseId
      orderKey
      orderNumber
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutMutation, CheckoutMutationVariables>;
export const GetAccountDetailsDocument = new TypedDocumentString(`
    query getAccountDetails {
  customer {
    ...AccountDetails
  }
  allowedCountries
}
    fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}
fragment AccountDetails on Customer {
  databaseId
  username
  email
  firstName
  lastName
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
}`) as unknown as TypedDocumentString<GetAccountDetailsQuery, GetAccountDetailsQueryVariables>;
export const GetAllTermsDocument = new TypedDocumentString(`
    query getAllTerms($taxonomies: [TaxonomyEnum]!, $hideEmpty: Boolean = true) {
  terms(
    first: 100
    where: {taxonomies: $taxonomies, hideEmpty: $hideEmpty, orderby: TERM_ORDER}
  ) {
    nodes {
      taxonomyName
      databaseId
      name
      slug
      count
    }
  }
}
    `) as unknown as TypedDocumentString<GetAllTermsQuery, GetAllTermsQueryVariables>;
export const GetAllowedCountriesDocument = new TypedDocumentString(`
    query getAllowedCountries {
  allowedCountries
}
    `) as unknown as TypedDocumentString<GetAllowedCountriesQuery, GetAllowedCountriesQueryVariables>;
export const GetCartDocument = new TypedDocumentString(`
    query getCart {
  cart {
    ...Cart
  }
  customer {
    ...CartCustomer
  }
  allowedCountries
}
    fragment CartItem on CartItem {
  key
  quantity
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  product {
    node {
      ...CartProduct
      ... on VariableProduct {
        attributes {
          nodes {
            name
            label
          }
        }
      }
    }
  }
  variation {
    attributes {
      name
      value
    }
    node {
      databaseId
      name
      virtual
      price
      stockStatus
      stockQuantity
      image {
        ...Image
      }
    }
  }
}
fragment CartProduct on Product {
  databaseId
  name
  virtual
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
}
fragment Cart on Cart {
  isEmpty
  displayPricesIncludeTax
  subtotal(format: RAW)
  subtotalTax(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  needsShippingAddress
  chosenShippingMethods
  availableShippingMethods {
    rates {
      id
      label
      cost(format: RAW)
    }
  }
  appliedCoupons {
    code
    description
    discountAmount(format: RAW)
    discountTax(format: RAW)
  }
  contents(first: 100) {
    itemCount
    productCount
    nodes {
      ...CartItem
    }
  }
}
fragment CartCustomer on Customer {
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
}
fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}
fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`) as unknown as TypedDocumentString<GetCartQuery, GetCartQueryVariables>;
export const GetDownloadsDocument = new TypedDocumentString(`
    query getDownloads {
  customer {
    downloadableItems(first: 100) {
      nodes {
        id
        name
        url
        accessExpires
        downloadsRemaining
        product {
          databaseId
          name
          slug
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetDownloadsQuery, GetDownloadsQueryVariables>;
export const GetLoginClientsDocument = new TypedDocumentString(`
    query getLoginClients {
  loginClients {
    name
    provider
    isEnabled
    authorizationUrl
  }
}
    `) as unknown as TypedDocumentString<GetLoginClientsQuery, GetLoginClientsQueryVariables>;
export const GetOrderDocument = new TypedDocumentString(`
    query getOrder($id: ID!, $idType: OrderIdTypeEnum) {
  order(id: $id, idType: $idType) {
    ...Order
  }
}
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}
fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}
fragment Order on Order {
  databaseId
  orderKey
  orderNumber
  date
  status
  needsPayment
  paymentMethod
  paymentMethodTitle
  paymentInstructions: metaData(key: "payment_instructions") {
    value
  }
  customerNote
  subtotal(format: RAW)
  discountTotal(format: RAW)
  discountTax(format: RAW)
  shippingTotal(format: RAW)
  shippingTax(format: RAW)
  totalTax(format: RAW)
  total(format: RAW)
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
  lineItems(first: 100) {
    nodes {
      databaseId
      quantity
      subtotal(format: RAW)
      subtotalTax(format: RAW)
      metaData {
        key
        value
      }
      product {
        node {
          databaseId
          name
          slug
          image {
            ...Image
          }
          ... on VariableProduct {
            attributes {
              nodes {
                name
                label
              }
            }
          }
        }
      }
      variation {
        node {
          databaseId
          name
          image {
            ...Image
          }
        }
      }
    }
  }
  couponLines(first: 100) {
    nodes {
      code
      discount
      discountTax
    }
  }
  shippingLines(first: 100) {
    nodes {
      methodTitle
      total
      totalTax
    }
  }
  downloadableItems(first: 100) {
    nodes {
      id
      name
      url
      accessExpires
      downloadsRemaining
    }
  }
}`) as unknown as TypedDocumentString<GetOrderQuery, GetOrderQueryVariables>;
export const GetOrdersDocument = new TypedDocumentString(`
    query getOrders {
  customer {
    orders(first: 100) {
      nodes {
        databaseId
        orderNumber
        orderKey
        date
        status
        total(format: RAW)
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetOrdersQuery, GetOrdersQueryVariables>;
export const GetPaymentGatewaysDocument = new TypedDocumentString(`
    query getPaymentGateways {
  paymentGateways(first: 100) {
    nodes {
      id
      title
      description
    }
  }
}
    `) as unknown as TypedDocumentString<GetPaymentGatewaysQuery, GetPaymentGatewaysQueryVariables>;
export const GetProductDocument = new TypedDocumentString(`
    query getProduct($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    ...ProductCard
    sku
    description
    shortDescription
    virtual
    totalSales
    metaData {
      id
      key
      value
    }
    galleryImages(first: 20) {
      nodes {
        ...Image
      }
    }
    ... on ProductWithAttributes {
      attributes {
        nodes {
          variation
          name
          id
          options
          label
          scope
          ... on GlobalProductAttribute {
            slug
            terms(first: 100) {
              nodes {
                name
                slug
                taxonomyName
                databaseId
              }
            }
          }
        }
      }
    }
    related(first: 5) {
      nodes {
        ...ProductCard
      }
    }
    reviews(first: 100) {
      averageRating
      edges {
        rating
        node {
          id
          content
          date
          author {
            node {
              name
              avatar {
                url
              }
            }
          }
        }
      }
    }
    ... on SimpleProduct {
      weight
      length
      width
      height
      lowStockAmount
    }
    ... on VariableProduct {
      weight
      length
      width
      height
      lowStockAmount
      defaultAttributes {
        nodes {
          name
          attributeId
          value
          label
        }
      }
      variations(first: 100) {
        nodes {
          name
          databaseId
          slug
          price
          regularPrice
          salePrice
          onSale
          stockQuantity
          stockStatus
          lowStockAmount
          hasAttributes
          image {
            ...Image
          }
          attributes {
            nodes {
              name
              attributeId
              value
              label
            }
          }
        }
      }
    }
    ... on ExternalProduct {
      externalUrl
      buttonText
    }
    ... on GroupProduct {
      products(first: 100) {
        nodes {
          ...ProductCard
          purchasable
          ... on ExternalProduct {
            externalUrl
            buttonText
          }
        }
      }
    }
  }
}
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}
fragment Terms on Product {
  productCategories(first: 20) {
    nodes {
      databaseId
      slug
      name
      count
    }
  }
  terms(first: 100) {
    nodes {
      taxonomyName
      slug
    }
  }
}
fragment ProductCard on Product {
  id
  databaseId
  name
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ...Terms
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on ExternalProduct {
    price
    regularPrice
    salePrice
  }
  ... on GroupProduct {
    price
    regularPrice
    salePrice
  }
}`) as unknown as TypedDocumentString<GetProductQuery, GetProductQueryVariables>;
export const GetProductCategoriesDocument = new TypedDocumentString(`
    query getProductCategories($first: Int = 20) {
  productCategories(
    first: $first
    where: {orderby: COUNT, order: DESC, hideEmpty: true}
  ) {
    nodes {
      id
      databaseId
      count
      name
      slug
      image {
        ...Image
      }
    }
  }
}
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`) as unknown as TypedDocumentString<GetProductCategoriesQuery, GetProductCategoriesQueryVariables>;
export const GetProductCategoryDocument = new TypedDocumentString(`
    query getProductCategory($slug: ID!) {
  productCategory(id: $slug, idType: SLUG) {
    id
    databaseId
    count
    name
    slug
    description
    image {
      ...Image
    }
  }
}
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}`) as unknown as TypedDocumentString<GetProductCategoryQuery, GetProductCategoryQueryVariables>;
export const GetProductsDocument = new TypedDocumentString(`
    query getProducts($after: String, $slug: [String], $first: Int = 9999, $orderby: ProductsOrderByEnum = DATE) {
  products(
    first: $first
    after: $after
    where: {categoryIn: $slug, visibility: VISIBLE, minPrice: 0, orderby: {field: $orderby, order: DESC}, status: "publish"}
  ) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      ...ProductCard
      description
      shortDescription
    }
  }
}
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}
fragment Terms on Product {
  productCategories(first: 20) {
    nodes {
      databaseId
      slug
      name
      count
    }
  }
  terms(first: 100) {
    nodes {
      taxonomyName
      slug
    }
  }
}
fragment ProductCard on Product {
  id
  databaseId
  name
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ...Terms
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on ExternalProduct {
    price
    regularPrice
    salePrice
  }
  ... on GroupProduct {
    price
    regularPrice
    salePrice
  }
}`) as unknown as TypedDocumentString<GetProductsQuery, GetProductsQueryVariables>;
export const GetStatesDocument = new TypedDocumentString(`
    query getStates($country: CountriesEnum!) {
  countryStates(country: $country) {
    code
    name
  }
}
    `) as unknown as TypedDocumentString<GetStatesQuery, GetStatesQueryVariables>;
export const GetStockStatusDocument = new TypedDocumentString(`
    query getStockStatus($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    databaseId
    ... on SimpleProduct {
      stockStatus
      stockQuantity
    }
    ... on VariableProduct {
      stockStatus
      stockQuantity
      variations(first: 100) {
        nodes {
          databaseId
          stockStatus
          stockQuantity
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetStockStatusQuery, GetStockStatusQueryVariables>;
export const GetStripePaymentIntentDocument = new TypedDocumentString(`
    query getStripePaymentIntent($stripePaymentMethod: StripePaymentMethodEnum) {
  stripePaymentIntent(stripePaymentMethod: $stripePaymentMethod) {
    id
    amount
    currency
    clientSecret
    error
  }
}
    `) as unknown as TypedDocumentString<GetStripePaymentIntentQuery, GetStripePaymentIntentQueryVariables>;
export const GetViewerDocument = new TypedDocumentString(`
    query getViewer {
  viewer {
    ...Viewer
  }
  customer {
    ...AccountCustomer
  }
}
    fragment Viewer on User {
  databaseId
  username
  email
  firstName
  lastName
  avatar {
    url
  }
}
fragment AccountCustomer on Customer {
  databaseId
  username
  email
  firstName
  lastName
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
  wishlist: metaData(key: "storefront_wishlist") {
    key
    value
  }
}
fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`) as unknown as TypedDocumentString<GetViewerQuery, GetViewerQueryVariables>;
export const GetViewerAvatarDocument = new TypedDocumentString(`
    query getViewerAvatar {
  viewer {
    avatar {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<GetViewerAvatarQuery, GetViewerAvatarQueryVariables>;
export const GetWishlistProductsDocument = new TypedDocumentString(`
    query getWishlistProducts($slugs: [String], $first: Int = 100) {
  products(first: $first, where: {slugIn: $slugs, status: "publish"}) {
    nodes {
      ...ProductCard
    }
  }
}
    fragment Image on MediaItem {
  databaseId
  sourceUrl
  altText
  title
}
fragment Terms on Product {
  productCategories(first: 20) {
    nodes {
      databaseId
      slug
      name
      count
    }
  }
  terms(first: 100) {
    nodes {
      taxonomyName
      slug
    }
  }
}
fragment ProductCard on Product {
  id
  databaseId
  name
  slug
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...Image
  }
  ...Terms
  ... on SimpleProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on VariableProduct {
    price
    regularPrice
    salePrice
    stockStatus
    stockQuantity
  }
  ... on ExternalProduct {
    price
    regularPrice
    salePrice
  }
  ... on GroupProduct {
    price
    regularPrice
    salePrice
  }
}`) as unknown as TypedDocumentString<GetWishlistProductsQuery, GetWishlistProductsQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation login($username: String!, $password: String!) {
  login(
    input: {provider: PASSWORD, credentials: {username: $username, password: $password}}
  ) {
    authToken
    authTokenExpiration
    refreshToken
    refreshTokenExpiration
    sessionToken
    user {
      ...Viewer
    }
    customer {
      ...AccountCustomer
    }
  }
}
    fragment Viewer on User {
  databaseId
  username
  email
  firstName
  lastName
  avatar {
    url
  }
}
fragment AccountCustomer on Customer {
  databaseId
  username
  email
  firstName
  lastName
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
  wishlist: metaData(key: "storefront_wishlist") {
    key
    value
  }
}
fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LoginWithProviderDocument = new TypedDocumentString(`
    mutation loginWithProvider($provider: LoginProviderEnum!, $code: String!, $state: String) {
  login(input: {provider: $provider, oauthResponse: {code: $code, state: $state}}) {
    authToken
    authTokenExpiration
    refreshToken
    refreshTokenExpiration
    sessionToken
    user {
      ...Viewer
    }
    customer {
      ...AccountCustomer
    }
  }
}
    fragment Viewer on User {
  databaseId
  username
  email
  firstName
  lastName
  avatar {
    url
  }
}
fragment AccountCustomer on Customer {
  databaseId
  username
  email
  firstName
  lastName
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
  wishlist: metaData(key: "storefront_wishlist") {
    key
    value
  }
}
fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`) as unknown as TypedDocumentString<LoginWithProviderMutation, LoginWithProviderMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout(input: {}) {
    success
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const RefreshAuthTokenDocument = new TypedDocumentString(`
    mutation refreshAuthToken($refreshToken: String!) {
  refreshToken(input: {refreshToken: $refreshToken}) {
    authToken
    authTokenExpiration
  }
}
    `) as unknown as TypedDocumentString<RefreshAuthTokenMutation, RefreshAuthTokenMutationVariables>;
export const RegisterCustomerDocument = new TypedDocumentString(`
    mutation registerCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) {
    authToken
    refreshToken
    viewer {
      ...Viewer
    }
    customer {
      ...AccountCustomer
      sessionToken
    }
  }
}
    fragment Viewer on User {
  databaseId
  username
  email
  firstName
  lastName
  avatar {
    url
  }
}
fragment AccountCustomer on Customer {
  databaseId
  username
  email
  firstName
  lastName
  billing {
    ...Address
  }
  shipping {
    ...Address
  }
  wishlist: metaData(key: "storefront_wishlist") {
    key
    value
  }
}
fragment Address on CustomerAddress {
  firstName
  lastName
  company
  address1
  address2
  city
  state
  postcode
  country
  email
  phone
}`) as unknown as TypedDocumentString<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const ResetPasswordEmailDocument = new TypedDocumentString(`
    mutation ResetPasswordEmail($username: String!) {
  sendPasswordResetEmail(input: {username: $username}) {
    success
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordEmailMutation, ResetPasswordEmailMutationVariables>;
export const ResetPasswordKeyDocument = new TypedDocumentString(`
    mutation ResetPasswordKey($key: String!, $login: String!, $password: String!) {
  resetUserPassword(input: {key: $key, login: $login, password: $password}) {
    user {
      databaseId
    }
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordKeyMutation, ResetPasswordKeyMutationVariables>;
export const SaveWishlistDocument = new TypedDocumentString(`
    mutation saveWishlist($slugs: String!) {
  updateCustomer(input: {metaData: [{key: "storefront_wishlist", value: $slugs}]}) {
    customer {
      databaseId
    }
  }
}
    `) as unknown as TypedDocumentString<SaveWishlistMutation, SaveWishlistMutationVariables>;
export const UpdatePasswordDocument = new TypedDocumentString(`
    mutation updatePassword($id: ID!, $password: String!) {
  updateCustomer(input: {id: $id, password: $password}) {
    authToken
    refreshToken
  }
}
    `) as unknown as TypedDocumentString<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const WriteReviewDocument = new TypedDocumentString(`
    mutation WriteReview($commentOn: Int!, $rating: Int!, $content: String!, $author: String, $authorEmail: String) {
  writeReview(
    input: {commentOn: $commentOn, rating: $rating, content: $content, author: $author, authorEmail: $authorEmail}
  ) {
    rating
    review {
      id
      status
      content
      date
      author {
        node {
          name
          avatar {
            url
          }
        }
      }
      commentedOn {
        node {
          ... on Product {
            databaseId
            averageRating
            reviewCount
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WriteReviewMutation, WriteReviewMutationVariables>;