// Cheque: it has to clear first, so the order waits on hold, and the shopper is told whom to make
// it out to and where to send it (the store settings).
import { withOverrides } from '../../gateway-texts';
import type { GatewayPlugin } from '../../payment-gateway';
import { chequeTexts } from './cheque-texts';

export const chequeGateway: GatewayPlugin = ({ payments }) => ({
  id: 'cheque',
  texts: withOverrides(chequeTexts, payments.cheque.texts),
  placedStatus: () => 'on-hold',
  payTo: { cheque: { payee: payments.cheque.payee, address: payments.cheque.address } },
});
