// WooGraphQL's createCoupon, updateCoupon and deleteCoupon for the shop's managers, thin over
// domain/catalog/admin/coupon-writes.ts, and the Coupon their payloads answer. Coupons are no
// catalog rows: the next cart that applies one meets the change. The shop keeps no trash of coupons,
// so deleting one without forceDelete deletes it too.
import type { CouponInput } from '../../../domain/catalog/admin/coupon-writes';
import { createCoupon, deleteCoupon, updateCoupon } from '../../../domain/catalog/admin/coupon-writes';
import { findCoupon, type CouponRow } from '../../../domain/catalog/admin/store/coupon-rows';
import type { GraphQLContext } from '../../context';
import { databaseIdFrom, toGlobalId } from '../../relay';
import { managerChange, present } from './manager-change';

type Listed = readonly (number | null)[] | null | undefined;

interface GraphQLCouponInput extends Omit<CouponInput, 'productIds' | 'excludedProductIds' | 'productCategories' | 'excludedProductCategories'> {
  clientMutationId?: string | null;
  productIds?: Listed;
  excludedProductIds?: Listed;
  productCategories?: Listed;
  excludedProductCategories?: Listed;
}

const ids = (list: Listed) => (list === undefined ? undefined : present(list ?? []));

function couponInput(input: GraphQLCouponInput): CouponInput {
  const { clientMutationId: _, productIds, excludedProductIds, productCategories, excludedProductCategories, ...fields } = input;
  return {
    ...fields,
    productIds: ids(productIds),
    excludedProductIds: ids(excludedProductIds),
    productCategories: ids(productCategories),
    excludedProductCategories: ids(excludedProductCategories),
  };
}

function payload(clientMutationId: string | null | undefined, coupon: CouponRow | null) {
  return { clientMutationId, code: coupon?.code ?? null, coupon };
}

const money = (cents: number | null) => (cents === null ? null : cents / 100);

export const couponMutationResolvers = {
  RootMutation: {
    async createCoupon(_: unknown, { input }: { input: GraphQLCouponInput }, ctx: GraphQLContext) {
      const { id } = await managerChange(ctx, 'edit_shop_coupons', 'cannotCreateCoupons', () => createCoupon(ctx.db, couponInput(input)));
      return payload(input.clientMutationId, await findCoupon(ctx.db, id));
    },
    async updateCoupon(_: unknown, { input }: { input: GraphQLCouponInput & { id: string } }, ctx: GraphQLContext) {
      const { id } = await managerChange(ctx, 'edit_shop_coupons', 'cannotEditCoupon', () => updateCoupon(ctx.db, databaseIdFrom('shop_coupon', input.id), couponInput(input)));
      return payload(input.clientMutationId, await findCoupon(ctx.db, id));
    },
    async deleteCoupon(_: unknown, { input }: { input: { clientMutationId?: string | null; id: string; forceDelete?: boolean | null } }, ctx: GraphQLContext) {
      // The answer is the coupon as it was: read before it goes.
      let before: CouponRow | null = null;
      await managerChange(ctx, 'delete_shop_coupons', 'cannotDeleteCoupons', async () => {
        const id = databaseIdFrom('shop_coupon', input.id);
        before = await findCoupon(ctx.db, id);
        return deleteCoupon(ctx.db, id);
      });
      return payload(input.clientMutationId, before);
    },
  },
  Coupon: {
    id: (coupon: CouponRow) => toGlobalId('shop_coupon', coupon.id),
    databaseId: (coupon: CouponRow) => coupon.id,
    // A percentage is kept whole, money in cents.
    amount: (coupon: CouponRow) => (coupon.discountType === 'percent' ? coupon.amount : coupon.amount / 100),
    minimumAmount: (coupon: CouponRow) => money(coupon.minimumSpend),
    maximumAmount: (coupon: CouponRow) => money(coupon.maximumSpend),
    dateExpiry: (coupon: CouponRow) => coupon.expiresAt?.toISOString() ?? null,
  },
};
