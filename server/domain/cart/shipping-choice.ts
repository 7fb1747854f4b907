// Which of the offered rates a cart uses. A free rate that came after the shopper last chose (a
// free-shipping coupon, the cart passing the free-shipping amount) is used, so no order pays for
// shipping the shop offered free; a shopper who then picks a paid method keeps it. Like
// WooCommerce, the session remembers the rates offered at the choice to tell what is new.
import type { ShippingRate } from './shipping';

export interface ShippingChoice {
  /** The method the shopper last chose; null: they never chose. */
  method: string | null;
  /** The rate ids offered when they chose; null: chosen just now, from the rates offered now. */
  ratesAtChoice: readonly string[] | null;
}

type OfferedRate = Pick<ShippingRate, 'id' | 'methodId'>;

export function chooseShippingRate<Rate extends OfferedRate>(rates: readonly Rate[], choice: ShippingChoice): Rate | null {
  const { ratesAtChoice } = choice;
  const newFreeRate = ratesAtChoice === null ? undefined : rates.find((rate) => rate.methodId === 'free_shipping' && !ratesAtChoice.includes(rate.id));
  // When the free rate goes again, the shopper's own choice comes back if it is still offered.
  return newFreeRate ?? rates.find((rate) => rate.id === choice.method) ?? rates[0] ?? null;
}
