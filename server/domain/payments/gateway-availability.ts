// Which gateways may pay for a cart (WooCommerce's get_available_payment_gateways).
import type { CartRecord } from '../cart/session-cart';
import type { PaidGoods, PaymentGateway } from './payment-gateway';

/** What the gateways' rules look at of a cart. */
export function goodsOfCart(cart: CartRecord): PaidGoods {
  return { needsShipping: cart.totals.needsShipping, hasDownloads: cart.items.some((item) => item.hasDownloads) };
}

export function isAvailableFor(gateway: PaymentGateway, goods: PaidGoods): boolean {
  return gateway.isAvailableFor?.(goods) ?? true;
}

export function availableGateways(gateways: readonly PaymentGateway[], goods: PaidGoods): PaymentGateway[] {
  return gateways.filter((gateway) => isAvailableFor(gateway, goods));
}
