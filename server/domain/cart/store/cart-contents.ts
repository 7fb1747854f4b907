// What prices a session's cart, read together: its lines, its coupons and the shop's pricing setup
// (kept per catalog version, ../pricing-setup-cache.ts). On the pool the three reads run side by
// side; in a transaction, one after another.
import type { Database } from '../../../db/connection';
import { readAll } from '../../../db/reads';
import type { SessionRow } from '../../session/store/sessions';
import type { PricingSetupCache } from '../pricing-setup-cache';
import { loadCartItems, type PricedCartItem } from './cart-items';
import { loadCartCoupons, type StoredCoupon } from './coupons';
import type { PricingSetup } from './pricing-setup';

/** No session: no lines and no coupons, and the pricing setup all the same. */
export function loadCartContents(db: Database, session: SessionRow | null, setup: PricingSetupCache): Promise<[PricedCartItem[], StoredCoupon[], PricingSetup]> {
  return readAll(db, [
    async () => (session ? loadCartItems(db, session.key) : []),
    async () => (session ? loadCartCoupons(db, session.key, session.billing.email) : []),
    () => setup.read(db),
  ]);
}
