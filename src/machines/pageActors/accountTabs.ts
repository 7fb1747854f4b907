// The signed-in customer's account tabs, each started afresh from the account when it is opened,
// beside the check of whether the viewer runs the shop (its "Shop" tab, issue 39). Their code (with
// the address forms' states loader) comes with the tabs, not the account page.
import { accountDetailsMachine } from '../accountDetails';
import { accountDownloadsMachine, accountOrdersMachine } from '../accountLists';
import { passwordChangeMachine } from '../passwordChange';
import { shopAccessMachine } from '../shop/shopAccess';
import type { AccountCustomer } from '../../domain/session/types';
import type { ScreenActors, SpawnLogic } from '../screen';
import type { AccountTab } from './account';

export function startAccountTab(tab: AccountTab, scope: { endpoint: string; customer: AccountCustomer }, spawn: SpawnLogic): ScreenActors {
  return { ...startTab(tab, scope, spawn), shopAccess: spawn(shopAccessMachine, { systemId: 'shopAccess', input: { endpoint: scope.endpoint } }) };
}

function startTab(tab: AccountTab, { endpoint, customer }: { endpoint: string; customer: AccountCustomer }, spawn: SpawnLogic): ScreenActors {
  switch (tab) {
    case 'details':
      return { accountDetails: spawn(accountDetailsMachine, { systemId: 'accountDetails', input: { endpoint, section: 'personal', customer } }) };
    case 'addresses':
      return { accountDetails: spawn(accountDetailsMachine, { systemId: 'accountDetails', input: { endpoint, section: 'addresses', customer } }) };
    case 'password':
      return { passwordChange: spawn(passwordChangeMachine, { systemId: 'passwordChange', input: { endpoint, customer } }) };
    case 'orders':
      return { accountOrders: spawn(accountOrdersMachine, { systemId: 'accountOrders', input: { endpoint } }) };
    case 'downloads':
      return { accountDownloads: spawn(accountDownloadsMachine, { systemId: 'accountDownloads', input: { endpoint } }) };
    case 'wishlist':
      return {};
  }
}
