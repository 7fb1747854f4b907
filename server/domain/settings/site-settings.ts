// What the server's configuration says of the site to clients that ask a WordPress backend for its
// settings (general-settings.ts, woonuxt-options.ts): the store settings they mirror and whether the
// API shows its schema.
import type { StoreSettings, TaxDisplay } from '../../../common/settings';

export interface SiteSettings {
  /** The store setting storeName: WordPress's site title. */
  title: string;
  /** The store setting productsPerPage. */
  productsPerPage: number;
  /** Whether `__schema` queries are answered (RequestBounds.introspection). */
  publicIntrospection: boolean;
  /** The store settings taxDisplayShop and taxDisplayCart: how the API answers prices and the cart's displayPricesIncludeTax. */
  taxDisplay: { shop: TaxDisplay; cart: TaxDisplay };
  /** The store setting pricesIncludeTax: prices are entered with the base country's tax in them. */
  pricesIncludeTax: boolean;
}

export function siteSettingsOf(settings: StoreSettings, introspection: boolean): SiteSettings {
  return {
    title: settings.storeName,
    productsPerPage: settings.productsPerPage,
    publicIntrospection: introspection,
    taxDisplay: { shop: settings.taxDisplayShop, cart: settings.taxDisplayCart },
    pricesIncludeTax: settings.pricesIncludeTax,
  };
}
