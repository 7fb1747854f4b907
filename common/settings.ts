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
  /**
   * WooCommerce's tax options: whether prices are entered with tax (woocommerce_prices_include_tax),
   * and whether the shop's pages and the cart, checkout, orders and mails show them with tax
   * (woocommerce_tax_display_shop, woocommerce_tax_display_cart). Shops selling to consumers in
   * the EU show prices with tax.
   */
  pricesIncludeTax: boolean;
  taxDisplayShop: TaxDisplay;
  taxDisplayCart: TaxDisplay;
}

/** Prices shown with tax ('incl') or without it ('excl'). */
export type TaxDisplay = 'incl' | 'excl';

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
  pricesIncludeTax: false,
  taxDisplayShop: 'incl',
  taxDisplayCart: 'incl',
  termsPage: '/terms',
};

/** The settings that take one of a few words, and those words. */
const choices: Partial<Record<keyof StoreSettings, readonly string[]>> = {
  stripePaymentMethod: ['card', 'payment'],
  saleBadge: ['percent', 'onSale', 'hidden'],
  socialLoginsDisplay: ['buttons', 'icons'],
  taxDisplayShop: ['incl', 'excl'],
  taxDisplayCart: ['incl', 'excl'],
};

/** Merges overrides onto the defaults, keeping only known keys of the right type. */
export function resolveSettings(overrides: Partial<Record<string, unknown>> = {}): StoreSettings {
  const settings: StoreSettings = { ...defaultSettings };
  for (const key of Object.keys(defaultSettings) as (keyof StoreSettings)[]) {
    const value = overrides[key];
    if (value !== undefined && typeof value === typeof defaultSettings[key] && (choices[key]?.includes(value as string) ?? true)) {
      (settings as unknown as Record<string, unknown>)[key] = value;
    }
  }
  if (!Number.isInteger(settings.productsPerPage) || settings.productsPerPage < 1) {
    settings.productsPerPage = defaultSettings.productsPerPage;
  }
  return settings;
}
