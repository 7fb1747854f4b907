// The enums of the catalog mutations mapped to the domain's own words, as catalog/enums.ts maps the
// storefront's: resolvers receive and answer domain values.
export const catalogAdminEnums = {
  PostStatusEnum: { PUBLISH: 'publish', DRAFT: 'draft', PENDING: 'pending', PRIVATE: 'private' },
  BackordersEnum: { NO: 'no', NOTIFY: 'notify', YES: 'yes' },
  DiscountTypeEnum: { PERCENT: 'percent', FIXED_CART: 'fixed_cart', FIXED_PRODUCT: 'fixed_product' },
};
