// The checkout rate limit: a session that tries to check out too often is refused with HTTP 429
// before anything is read or written; refused attempts count too.
import { expect, it } from 'vitest';
import { describeBackends, noRateLimits } from './harness';
import { codCheckout, makeProduct, ordersPlaced, Shopper } from './checkout-shoppers';

describeBackends(
  'checkout rate limit',
  (use) => {
    it('refuses the third checkout of a session within the period, placing nothing', async () => {
      const api = use();
      const shopper = new Shopper(api);
      await shopper.add((await makeProduct(api)).id);
      const refused = await shopper.checkout(codCheckout({ paymentMethod: 'paypal' }));
      expect(refused.errors?.[0]?.extensions?.field).toBe('paymentMethod');
      expect((await shopper.checkout(codCheckout())).errors).toBeUndefined();
      await shopper.add((await makeProduct(api)).id);
      const orders = await ordersPlaced(api, shopper);
      const limited = await shopper.checkout(codCheckout());
      expect(limited.status).toBe(429);
      expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(await ordersPlaced(api, shopper)).toBe(orders);
      expect((await shopper.cart()).contents.itemCount).toBe(1);
    });
  },
  { writes: true, route: { rateLimits: { ...noRateLimits, checkout: { session: { limit: 2, perSeconds: 600 } } } } },
);
