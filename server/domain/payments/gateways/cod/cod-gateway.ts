// Cash on delivery: paid to the courier, so the order can be processed at once. As WooCommerce's
// COD gateway: not offered for a cart with nothing to deliver unless the shop accepts it for virtual
// orders, and an order with files to download waits on hold, so its downloads open only once the
// cash is in.
import { withOverrides } from '../../gateway-texts';
import type { GatewayPlugin } from '../../payment-gateway';
import { codTexts } from './cod-texts';

export const codGateway: GatewayPlugin = ({ payments }) => ({
  id: 'cod',
  texts: withOverrides(codTexts, payments.cod.texts),
  isAvailableFor: ({ needsShipping }) => needsShipping || payments.cod.enableForVirtual,
  placedStatus: ({ hasDownloads }) => (hasDownloads ? 'on-hold' : 'processing'),
});
