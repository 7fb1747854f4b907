// Direct bank transfer: the money has to arrive first, so the order waits on hold.
import type { GatewayPlugin } from '../../payment-gateway';

export const bacsGateway: GatewayPlugin = () => ({
  id: 'bacs',
  title: 'Direct bank transfer',
  description:
    'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
  placedStatus: 'on-hold',
});
