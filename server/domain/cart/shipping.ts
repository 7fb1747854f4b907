// Shipping zones and the rates a cart may choose from. Zones are matched by country, or country
// and state, first match wins; an address no zone covers gets the "rest of the world" methods.
import type { Translations } from '../translations';
import type { CustomerLocation } from './tax';

export interface ZoneLocation {
  country: string;
  /** null: the whole country. */
  state: string | null;
}

/**
 * WooCommerce's "Free shipping requires…": nothing, a valid free shipping coupon, a minimum
 * amount, either of the two, or both.
 */
export type FreeShippingRequirement = 'nothing' | 'coupon' | 'min_amount' | 'either' | 'both';

export type ShippingMethod =
  | { kind: 'flat_rate'; id: string; label: string; labels?: Translations; cost: number; taxable: boolean }
  | { kind: 'local_pickup'; id: string; label: string; labels?: Translations; cost: number; taxable: boolean }
  | { kind: 'free_shipping'; id: string; label: string; labels?: Translations; requires: FreeShippingRequirement; minAmount: number | null };

export interface ShippingZone {
  name: string;
  locations: readonly ZoneLocation[];
  methods: readonly ShippingMethod[];
}

export interface ShippingSetup {
  /** In order; the first zone covering the address is used. */
  zones: readonly ShippingZone[];
  restOfWorld: readonly ShippingMethod[];
}

export interface ShippingRate {
  id: string;
  /** WooCommerce's method id of the rate (`flat_rate`, `free_shipping`, `local_pickup`). */
  methodId: ShippingMethod['kind'];
  label: string;
  /** The label in the languages it has been translated into. */
  labels?: Translations;
  /** Cents, without tax. */
  cost: number;
  taxable: boolean;
}

export interface FreeShippingConditions {
  /** An applied coupon grants free shipping. */
  freeShippingCoupon: boolean;
  /**
   * What the minimum amount is compared with: the subtotal after discounts as the cart shows it,
   * with tax when it shows prices with tax (WooCommerce's get_displayed_subtotal less the
   * discounts, its "apply minimum order rule before coupon discount" left off).
   */
  shownSubtotal: number;
}

function zoneCovers(zone: ShippingZone, location: CustomerLocation): boolean {
  return zone.locations.some(
    (place) => place.country === location.country && (place.state === null || place.state === location.state),
  );
}

function freeShippingUnlocked(
  method: Extract<ShippingMethod, { kind: 'free_shipping' }>,
  conditions: FreeShippingConditions,
): boolean {
  const amountMet = method.minAmount === null || conditions.shownSubtotal >= method.minAmount;
  switch (method.requires) {
    case 'nothing':
      return true;
    case 'coupon':
      return conditions.freeShippingCoupon;
    case 'min_amount':
      return amountMet;
    case 'either':
      return conditions.freeShippingCoupon || amountMet;
    case 'both':
      return conditions.freeShippingCoupon && amountMet;
  }
}

/** The rates offered at this address, in the zone's order; free shipping only when unlocked. */
export function shippingRatesFor(
  setup: ShippingSetup,
  location: CustomerLocation,
  conditions: FreeShippingConditions,
): ShippingRate[] {
  const methods = setup.zones.find((zone) => zoneCovers(zone, location))?.methods ?? setup.restOfWorld;
  return methods.flatMap((method): ShippingRate[] => {
    if (method.kind !== 'free_shipping') {
      return [{ id: method.id, methodId: method.kind, label: method.label, labels: method.labels, cost: method.cost, taxable: method.taxable }];
    }
    return freeShippingUnlocked(method, conditions)
      ? [{ id: method.id, methodId: method.kind, label: method.label, labels: method.labels, cost: 0, taxable: false }]
      : [];
  });
}
