// How to pay an order that waits for the shopper's transfer or cheque, as WooCommerce's bank
// transfer and cheque gateways tell it on the order-received page and in the order mail: the
// gateway's instructions in the reader's language and where the money goes (the shop's bank
// accounts, a cheque's payee and address), read from the gateway's settings as they are now.
import type { Locale } from '../../../common/locales';
import type { BankAccount } from '../payments/payment-settings';
import type { PaymentGateway } from '../payments/payment-gateway';
import { awaitsPayment } from './order-status';
import type { OrderRow } from './store/orders';

export interface PaymentInstructions {
  instructions: string;
  bankAccounts?: BankAccount[];
  cheque?: { payee: string; address: string[] };
}

/**
 * The order meta data key the storefront reads them from, their value JSON (WooGraphQL answers a
 * meta value that is not text as JSON too). Order.metaData is a field a real WooGraphQL schema
 * has; a WooCommerce backend without it simply answers no such entry.
 */
export const paymentInstructionsKey = 'payment_instructions';

export function paymentInstructionsOf(order: OrderRow, gateways: readonly PaymentGateway[], locale: Locale): PaymentInstructions | null {
  if (!awaitsPayment(order)) return null;
  const gateway = gateways.find((candidate) => candidate.id === order.paymentMethod);
  if (!gateway?.payTo) return null;
  return { instructions: gateway.texts[locale].instructions, ...gateway.payTo };
}
