// The catalog's GraphQL enum values mapped to the domain's own words, so resolvers receive and
// return domain values and the API names stay at the edge.
export const catalogEnums = {
  ProductsOrderByEnum: {
    DATE: 'date',
    MODIFIED: 'modified',
    NAME: 'name',
    SLUG: 'slug',
    PRICE: 'price',
    RATING: 'rating',
    REVIEW_COUNT: 'review_count',
    POPULARITY: 'popularity',
    MENU_ORDER: 'menu_order',
  },
  OrderEnum: { ASC: 'asc', DESC: 'desc' },
  CatalogVisibilityEnum: { VISIBLE: 'visible', CATALOG: 'catalog', SEARCH: 'search', HIDDEN: 'hidden' },
  StockStatusEnum: { IN_STOCK: 'instock', OUT_OF_STOCK: 'outofstock', ON_BACKORDER: 'onbackorder' },
  ProductIdTypeEnum: { ID: 'id', DATABASE_ID: 'database_id', SLUG: 'slug', SKU: 'sku' },
  ProductTypesEnum: { SIMPLE: 'simple', VARIABLE: 'variable', EXTERNAL: 'external', GROUPED: 'grouped', VARIATION: 'variation' },
  PricingFieldFormatEnum: { FORMATTED: 'formatted', RAW: 'raw' },
  PostObjectFieldFormatEnum: { RENDERED: 'rendered', RAW: 'raw' },
  CommentStatusEnum: { APPROVE: 'approved', HOLD: 'hold', SPAM: 'spam', TRASH: 'trash' },
  ProductAttributeTypesEnum: { GLOBAL: 'global', LOCAL: 'local' },
  TaxonomyEnum: { PRODUCTCATEGORY: 'product_cat', PACOLOR: 'pa_color', PASIZE: 'pa_size' },
  TermObjectsConnectionOrderbyEnum: {
    NAME: 'name',
    SLUG: 'slug',
    COUNT: 'count',
    TERM_ID: 'term_id',
    TERM_ORDER: 'term_order',
  },
  // An attribute's terms keep one order, WooCommerce's menu order, which both names mean here.
  ProductAttributesConnectionOrderbyEnum: {
    NAME: 'name',
    SLUG: 'slug',
    COUNT: 'count',
    TERM_ID: 'term_id',
    TERM_ORDER: 'term_order',
    MENU_ORDER: 'term_order',
  },
  ProductCategoryIdType: { ID: 'id', DATABASE_ID: 'database_id', SLUG: 'slug' },
  // The widths WordPress and WooCommerce register for each image size (2048 is capped to the
  // largest original the shop stores).
  MediaItemSizeEnum: {
    THUMBNAIL: 150,
    WOOCOMMERCE_GALLERY_THUMBNAIL: 150,
    WOOCOMMERCE_THUMBNAIL: 320,
    MEDIUM: 320,
    WOOCOMMERCE_SINGLE: 640,
    MEDIUM_LARGE: 768,
    LARGE: 1024,
    _1536X1536: 1536,
    _2048X2048: 1536,
  },
};
