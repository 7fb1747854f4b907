// Cash on delivery: paid to the courier, so the order can be processed at once.
import type { GatewayPlugin } from '../../payment-gateway';

export const codGateway: GatewayPlugin = () => ({
  id: 'cod',
  title: 'Cash on delivery',
  description: 'Pay with cash upon delivery.',
  placedStatus: 'processing',
});
