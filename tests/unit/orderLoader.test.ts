// The order pages' loader: an order opens only with its key, and only under its own number; every
// other link gets the same "not found" page (404, kept out of search engines), and without a key
// the store is not even asked.
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../src/graphql/executor';
import { addMessages } from '../../src/i18n';
import en from '../../src/i18n/locales/en_US.json';
import { loadPage } from '../../src/screens/loaders';
import { resolveSettings } from '../../common/settings';

addMessages('en_US', en);

const apiOrder = {
  databaseId: 412,
  orderKey: 'wc_order_right',
  orderNumber: '412',
  date: '2026-03-05T14:07:09+00:00',
  status: 'PROCESSING',
  needsPayment: false,
  paymentMethod: 'cod',
  paymentMethodTitle: 'Cash on delivery',
  customerNote: null,
  subtotal: '10.00',
  discountTotal: '0.00',
  shippingTotal: '0.00',
  totalTax: '0.00',
  total: '10.00',
  billing: null,
  shipping: null,
  lineItems: { nodes: [] },
  couponLines: { nodes: [] },
  shippingLines: { nodes: [] },
  downloadableItems: { nodes: [] },
};

function backend(asked: Record<string, unknown>[]): Executor {
  return async (query, variables) => {
    if (!query.includes('query getOrder')) throw new Error(`unexpected query ${query.slice(0, 40)}`);
    asked.push(variables ?? {});
    return { data: { order: variables?.id === 'wc_order_right' ? apiOrder : null } };
  };
}

async function load(url: string, asked: Record<string, unknown>[] = []) {
  return loadPage({ url, origin: 'https://shop.example', graphql: backend(asked), settings: resolveSettings({}) });
}

describe('the order pages’ loader', () => {
  it('opens the order its key names, on both pages, and keeps it out of search engines', async () => {
    const asked: Record<string, unknown>[] = [];
    const received = await load('/checkout/order-received/412?key=wc_order_right', asked);
    expect(received).toMatchObject({ view: 'order', status: 200, data: { received: true, order: { number: '412', status: 'PROCESSING' } } });
    expect(received.head.robots).toBe('noindex, nofollow');
    expect(received.personal).toBe(true);
    expect(received.head.title).toContain('Thank you. Your order has been received.');
    expect(received.head.canonical).not.toContain('wc_order_right');
    expect(asked).toEqual([{ id: 'wc_order_right', idType: 'ORDER_KEY' }]);

    for (const url of ['/order-summary/412?key=wc_order_right', '/order-summary?key=wc_order_right', '/de/order-summary/412?key=wc_order_right']) {
      expect(await load(url), url).toMatchObject({ view: 'order', status: 200, data: { received: false, order: { number: '412' } } });
    }
  });

  it('shows "not found" for a wrong key, another number, or no key at all, asking nothing without a key', async () => {
    for (const url of ['/checkout/order-received/412?key=wc_order_wrong', '/order-summary/413?key=wc_order_right', '/order-summary/412', '/order-summary']) {
      const asked: Record<string, unknown>[] = [];
      const page = await load(url, asked);
      expect(page, url).toMatchObject({ view: 'order', status: 404, data: { order: null } });
      expect(page.head.robots).toBe('noindex, nofollow');
      expect(page.personal).toBe(true);
      if (!url.includes('key=')) expect(asked).toEqual([]);
      expect(page.data).not.toHaveProperty('storeFailed');
    }
  });

  it('tells a store that failed to answer from a wrong key, so only that says to try again later', async () => {
    const down: Executor = async () => {
      throw new Error('Failed to fetch');
    };
    const page = await loadPage({ url: '/checkout/order-received/412?key=wc_order_right', origin: 'https://shop.example', graphql: down, settings: resolveSettings({}) });
    expect(page).toMatchObject({ view: 'order', status: 503, personal: true, data: { order: null, storeFailed: true } });
  });
});
