// The shop's side of the catalog in the WooGraphQL schema the store backend implements, for its
// managers: WooGraphQL's createProduct, updateProduct and deleteProduct, the variations' own
// mutations, WPGraphQL's product category mutations and WooGraphQL's coupon mutations, each keeping
// only the input fields the shop honours (domain/catalog/admin/). Tags, tax and shipping classes,
// downloads' files, upsells and cross-sells are fields the shop keeps nothing of, so they are left out.
import type { SchemaSelection } from './selection';

const sellable = ['sku', 'regularPrice', 'salePrice', 'dateOnSaleFrom', 'dateOnSaleTo', 'virtual', 'downloadable', 'manageStock', 'stockQuantity', 'stockStatus', 'backorders', 'weight', 'dimensions', 'menuOrder'];
const product = [
  'clientMutationId',
  ...sellable,
  'name',
  'slug',
  'type',
  'status',
  'featured',
  'catalogVisibility',
  'description',
  'shortDescription',
  'downloadLimit',
  'downloadExpiry',
  'externalUrl',
  'buttonText',
  'reviewsAllowed',
  'categories',
  'images',
  'attributes',
  'defaultAttributes',
  'groupedProducts',
  'metaData',
];
const variation = ['clientMutationId', 'productId', ...sellable, 'description', 'visible', 'image', 'attributes'];
const category = ['clientMutationId', 'name', 'slug', 'description', 'parentId', 'parentDatabaseId'];
// What a coupon says of itself, as the mutations take it and the Coupon type answers it.
const couponTerms = ['code', 'description', 'discountType', 'amount', 'freeShipping', 'minimumAmount', 'maximumAmount'];
const coupon = [
  'clientMutationId',
  ...couponTerms,
  'dateExpires',
  'usageLimit',
  'usageLimitPerUser',
  'individualUse',
  'excludeSaleItems',
  'productIds',
  'excludedProductIds',
  'productCategories',
  'excludedProductCategories',
];

export const shopCatalog: SchemaSelection = {
  RootMutation: [
    'createProduct(input)',
    'updateProduct(input)',
    'deleteProduct(input)',
    'createProductVariation(input)',
    'updateProductVariation(input)',
    'deleteProductVariation(input)',
    'createProductCategory(input)',
    'updateProductCategory(input)',
    'deleteProductCategory(input)',
    'createCoupon(input)',
    'updateCoupon(input)',
    'deleteCoupon(input)',
  ],
  CreateProductInput: product,
  UpdateProductInput: ['id', ...product],
  CreateProductPayload: ['clientMutationId', 'product', 'productId'],
  UpdateProductPayload: ['clientMutationId', 'product'],
  DeleteProductInput: ['clientMutationId', 'id', 'force'],
  DeleteProductPayload: ['clientMutationId', 'product'],
  ProductAttributesInput: ['id', 'name', 'options', 'visible', 'variation'],
  ProductImageInput: ['id'],
  ProductDimensionsInput: ['length', 'width', 'height'],
  PostStatusEnum: ['PUBLISH', 'DRAFT', 'PENDING', 'PRIVATE'],
  BackordersEnum: ['NO', 'NOTIFY', 'YES'],

  CreateProductVariationInput: variation,
  UpdateProductVariationInput: ['id', ...variation],
  CreateProductVariationPayload: ['clientMutationId', 'variation'],
  UpdateProductVariationPayload: ['clientMutationId', 'variation'],
  DeleteProductVariationInput: ['clientMutationId', 'id', 'force'],
  DeleteProductVariationPayload: ['clientMutationId', 'variation'],

  CreateProductCategoryInput: category,
  UpdateProductCategoryInput: ['id', ...category],
  CreateProductCategoryPayload: ['clientMutationId', 'productCategory'],
  UpdateProductCategoryPayload: ['clientMutationId', 'productCategory'],
  DeleteProductCategoryInput: ['clientMutationId', 'id'],
  DeleteProductCategoryPayload: ['clientMutationId', 'deletedId', 'productCategory'],
  // Where a category was put, as the mutations' parentDatabaseId names it.
  ProductCategory: ['parentDatabaseId'],

  CreateCouponInput: coupon,
  UpdateCouponInput: ['id', ...coupon],
  CreateCouponPayload: ['clientMutationId', 'code', 'coupon'],
  UpdateCouponPayload: ['clientMutationId', 'code', 'coupon'],
  DeleteCouponInput: ['clientMutationId', 'id', 'forceDelete'],
  DeleteCouponPayload: ['clientMutationId', 'code', 'coupon'],
  Coupon: [
    'id',
    'databaseId',
    ...couponTerms,
    'dateExpiry',
    'usageCount',
    'usageLimit',
    'usageLimitPerUser',
    'individualUse',
    'excludeSaleItems',
  ],
  DiscountTypeEnum: ['PERCENT', 'FIXED_CART', 'FIXED_PRODUCT'],
};
