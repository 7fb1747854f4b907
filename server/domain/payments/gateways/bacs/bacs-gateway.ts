// Direct bank transfer: the money has to arrive first, so the order waits on hold, and the shopper
// is told the shop's bank accounts (its store settings).
import { withOverrides } from '../../gateway-texts';
import type { GatewayPlugin } from '../../payment-gateway';
import { bacsTexts } from './bacs-texts';

export const bacsGateway: GatewayPlugin = ({ payments }) => ({
  id: 'bacs',
  texts: withOverrides(bacsTexts, payments.bacs.texts),
  placedStatus: () => 'on-hold',
  payTo: { bankAccounts: payments.bacs.accounts },
});
