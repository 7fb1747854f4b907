// The ways to pay the shop offers: WooCommerce's three offline gateways, always, and card payments
// (Stripe) only when the server has a card payment provider (keys configured). Each gateway says
// which status its new order takes: cash is collected on delivery, so the order can be processed
// at once; a bank transfer or cheque has to arrive first, so the order waits on hold.
import type { OrderStatus } from '../../db/schema/orders';
import type { CardPayments } from './card-payments';

export interface PaymentGateway {
  id: string;
  title: string;
  description: string;
  /** The status of an order placed with it (a card payment's once the payment is confirmed). */
  placedStatus: OrderStatus;
}

export const offlineGateways: readonly PaymentGateway[] = [
  {
    id: 'bacs',
    title: 'Direct bank transfer',
    description:
      'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
    placedStatus: 'on-hold',
  },
  {
    id: 'cheque',
    title: 'Check payments',
    description: 'Please send a check to the shop. Your order will be shipped once the check has cleared.',
    placedStatus: 'on-hold',
  },
  {
    id: 'cod',
    title: 'Cash on delivery',
    description: 'Pay with cash upon delivery.',
    placedStatus: 'processing',
  },
];

export const cardGatewayId = 'stripe';

/** The gateways a shopper may choose now, in the order checkout shows them. */
export function enabledGateways(cardPayments: CardPayments | undefined): PaymentGateway[] {
  const card = cardPayments ? [{ ...cardPayments.gateway, id: cardGatewayId, placedStatus: 'processing' as const }] : [];
  return [...card, ...offlineGateways];
}
