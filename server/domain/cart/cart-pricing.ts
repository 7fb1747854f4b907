// How the shop's prices turn into a cart's money, as WooCommerce's tax options say: where a
// customer is before they say (the shop's base country), whether prices are entered with the base
// country's tax in them, and whether the cart shows them with tax (which the free-shipping
// threshold is compared with).
import { defaultSettings, type StoreSettings, type TaxDisplay } from '../../../common/settings';

export interface CartPricing {
  defaultCountry: string;
  pricesIncludeTax: boolean;
  cartTaxDisplay: TaxDisplay;
}

export const defaultCartPricing: Omit<CartPricing, 'defaultCountry'> = cartPricingOf(defaultSettings);

/** The store settings' tax options for carts. */
export function cartPricingOf(settings: Pick<StoreSettings, 'pricesIncludeTax' | 'taxDisplayCart'>): Omit<CartPricing, 'defaultCountry'> {
  return { pricesIncludeTax: settings.pricesIncludeTax, cartTaxDisplay: settings.taxDisplayCart };
}
