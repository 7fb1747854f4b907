// Cheque: it has to clear first, so the order waits on hold.
import type { GatewayPlugin } from '../../payment-gateway';

export const chequeGateway: GatewayPlugin = () => ({
  id: 'cheque',
  title: 'Check payments',
  description: 'Please send a check to the shop. Your order will be shipped once the check has cleared.',
  placedStatus: 'on-hold',
});
