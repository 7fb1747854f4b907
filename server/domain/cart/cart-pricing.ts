// How the shop's prices turn into a cart's money, as WooCommerce's tax options say: where a
// customer is before they say (the shop's base country), whether prices are entered with the base
// country's tax in them, and whether the cart shows them with tax (which the free-shipping
// threshold is compared with).
import { defaultSettings, type StoreSettings, type TaxDisplay } from '../../../common/settings';
import type { PricingSetupCache } from './pricing-setup-cache';

export interface CartPricing {
  defaultCountry: string;
  pricesIncludeTax: boolean;
  cartTaxDisplay: TaxDisplay;
  /** The shop's shipping zones and tax rates, as kept by the process for its database. */
  setup: PricingSetupCache;
}

/** The store settings' tax options, without where the shop is and its setup. */
export type CartTaxOptions = Omit<CartPricing, 'defaultCountry' | 'setup'>;

export const defaultCartPricing: CartTaxOptions = cartPricingOf(defaultSettings);

/** The store settings' tax options for carts. */
export function cartPricingOf(settings: Pick<StoreSettings, 'pricesIncludeTax' | 'taxDisplayCart'>): CartTaxOptions {
  return { pricesIncludeTax: settings.pricesIncludeTax, cartTaxDisplay: settings.taxDisplayCart };
}
