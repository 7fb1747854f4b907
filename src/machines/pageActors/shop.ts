// The manager area's actors: once the session says who is signed in, the check of their role and
// the shown section's own (its orders, its order, its reviews, its products). Nobody signed in:
// none, and the page shows the refusal. Each section starts afresh when it is opened.
import type { ShopData } from '../../screens/shop';
import { definePageActors, type ScreenActors, type ScreenScope, type SpawnLogic } from '../screen';
import { shopAccessMachine } from '../shop/shopAccess';
import { shopOrderMachine } from '../shop/shopOrder';
import { shopOrdersMachine } from '../shop/shopOrders';
import { shopProductsMachine } from '../shop/shopProducts';
import { shopReviewsMachine } from '../shop/shopReviews';
import { stockEditsMachine } from '../shop/stockEdits';

function startSection({ section, orderId }: ShopData, endpoint: string, spawn: SpawnLogic): ScreenActors {
  switch (section) {
    case 'orders':
      return { shopOrders: spawn(shopOrdersMachine, { systemId: 'shopOrders', input: { endpoint, query: { status: null, search: '' } } }) };
    case 'order':
      return { shopOrder: spawn(shopOrderMachine, { systemId: 'shopOrder', input: { endpoint, orderId: orderId ?? 0 } }) };
    case 'reviews':
      return { shopReviews: spawn(shopReviewsMachine, { systemId: 'shopReviews', input: { endpoint } }) };
    case 'products':
      return {
        shopProducts: spawn(shopProductsMachine, { systemId: 'shopProducts', input: { endpoint, query: '' } }),
        stockEdits: spawn(stockEditsMachine, { systemId: 'stockEdits', input: { endpoint } }),
      };
  }
}

export const shopPageActors = definePageActors({
  keyOf: ({ page, customer }: ScreenScope) => `${page.path}:${customer === undefined ? 'unknown' : (customer?.databaseId ?? 'signedOut')}`,
  start: ({ page, endpoint, customer }, spawn) => {
    if (!customer || page.view !== 'shop') return {};
    return { shopAccess: spawn(shopAccessMachine, { systemId: 'shopAccess', input: { endpoint } }), ...startSection(page.data, endpoint, spawn) };
  },
});
