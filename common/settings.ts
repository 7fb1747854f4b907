// Store settings with the defaults of SPEC.md §9. A shop owner overrides them with the
// STORE_SETTINGS environment variable (a JSON object) read by the server, which inlines the
// resolved settings in every page payload.
export interface StoreSettings {
  autoOpenCart: boolean;
  showReviews: boolean;
  showFilters: boolean;
  showOrderByDropdown: boolean;
  showSKU: boolean;
  showRelatedProducts: boolean;
  showProductCategoriesOnSingleProduct: boolean;
  showBreadcrumbOnSingleProduct: boolean;
  showMoveToWishlist: boolean;
  hideBillingAddressForVirtualProducts: boolean;
  stripePaymentMethod: 'card' | 'payment';
  initStoreOnUserActionToReduceServerLoad: boolean;
  saleBadge: 'percent' | 'onSale' | 'hidden';
  socialLoginsDisplay: 'buttons' | 'icons';
  productsPerPage: number;
  storeName: string;
  /** New reviews wait for the shop's approval before they show (the store backend holds them). */
  reviewsNeedApproval: boolean;
  /**
   * WooCommerce's "Terms and conditions" page: the path of the shop's terms ('/terms', the demo
   * shop's own page), or '' when the shop has none. With one, checkout asks the shopper to accept it.
   */
  termsPage: string;
}

export const defaultSettings: StoreSettings = {
  autoOpenCart: false,
  showReviews: true,
  showFilters: true,
  showOrderByDropdown: true,
  showSKU: true,
  showRelatedProducts: true,
  showProductCategoriesOnSingleProduct: true,
  showBreadcrumbOnSingleProduct: true,
  showMoveToWishlist: true,
  hideBillingAddressForVirtualProducts: false,
  stripePaymentMethod: 'card',
  initStoreOnUserActionToReduceServerLoad: true,
  saleBadge: 'percent',
  socialLoginsDisplay: 'buttons',
  productsPerPage: 24,
  storeName: 'Woven & Co.',
  reviewsNeedApproval: false,
  termsPage: '/terms',
};

/** Merges overrides onto the defaults, keeping only known keys of the right type. */
export function resolveSettings(overrides: Partial<Record<string, unknown>> = {}): StoreSettings {
  const settings: StoreSettings = { ...defaultSettings };
  for (const key of Object.keys(defaultSettings) as (keyof StoreSettings)[]) {
    const value = overrides[key];
    if (value !== undefined && typeof value === typeof defaultSettings[key]) {
      (settings as unknown as Record<string, unknown>)[key] = value;
    }
  }
  if (!Number.isInteger(settings.productsPerPage) || settings.productsPerPage < 1) {
    settings.productsPerPage = defaultSettings.productsPerPage;
  }
  return settings;
}
