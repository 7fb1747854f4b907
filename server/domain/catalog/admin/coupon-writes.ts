// Creating, changing and deleting coupons, as WooGraphQL's createCoupon, updateCoupon and
// deleteCoupon do, with the fields the shop's coupon engine knows (domain/cart/coupons.ts): codes
// are unique in any case (kept in lower case), a percentage is a whole percent, money has two
// decimals, the products and categories named exist. Coupons are no catalog rows: no cache keeps them.
import type { Database } from '../../../db/connection';
import type { CouponKind } from '../../../db/schema/cart';
import { StoreMessage } from '../../store-message';
import { CatalogInputError } from './catalog-input-error';
import { checkedCents, checkedCount, checkedMoment, checkedText, checkedWholeNumber, maxMoney } from './input-values';
import { couponIdWithCode, deleteCouponRow, insertCoupon, lockCoupon, updateCouponRow, type CouponColumns, type CouponRow } from './store/coupon-rows';
import { existingTermIds, productTypesOf } from './store/product-rows';

export interface CouponInput {
  code?: string | null;
  description?: string | null;
  discountType?: CouponKind | null;
  /** A whole percent, or an amount of money in the shop's currency. */
  amount?: number | null;
  freeShipping?: boolean | null;
  /** Money as decimal text, as WooGraphQL takes it; '' or null for none. */
  minimumAmount?: string | null;
  maximumAmount?: string | null;
  dateExpires?: string | null;
  usageLimit?: number | null;
  usageLimitPerUser?: number | null;
  individualUse?: boolean | null;
  excludeSaleItems?: boolean | null;
  productIds?: number[] | null;
  excludedProductIds?: number[] | null;
  productCategories?: number[] | null;
  excludedProductCategories?: number[] | null;
}

const discountTypes: readonly CouponKind[] = ['percent', 'fixed_cart', 'fixed_product'];
const maxListed = 500;

function given<T>(value: T | null | undefined, current: T | undefined): T | undefined {
  return value === null || value === undefined ? current : value;
}

function checkedSpend(value: string | null | undefined, current: number | null, field: string): number | null {
  if (value === undefined) return current;
  if (value === null || value.trim() === '') return null;
  return checkedCents(Number(value.trim()), field, new StoreMessage('couponSpendNotValid', { max: { cents: maxMoney * 100 } }));
}

async function checkedProductIds(tx: Database, ids: readonly number[], field: string): Promise<number[]> {
  checkedCount(ids, field, maxListed);
  const unique = [...new Set(ids)];
  const types = await productTypesOf(tx, unique);
  const missing = unique.find((id) => !types.has(id));
  if (missing !== undefined) throw new CatalogInputError(field, new StoreMessage('noSuchProduct', { id: missing }));
  return unique;
}

async function checkedCategoryIds(tx: Database, ids: readonly number[], field: string): Promise<number[]> {
  checkedCount(ids, field, maxListed);
  const unique = [...new Set(ids)];
  const existing = await existingTermIds(tx, 'product_cat', unique);
  const missing = unique.find((id) => !existing.has(id));
  if (missing !== undefined) throw new CatalogInputError(field, new StoreMessage('categoryNotFound', { id: missing }));
  return unique;
}

async function plannedCoupon(tx: Database, input: CouponInput, current: CouponRow | null): Promise<CouponColumns> {
  const code = checkedText(given(input.code, current?.code)?.trim().toLowerCase() ?? '', 'code', 100);
  if (!code) throw new CatalogInputError('code', new StoreMessage('enterCouponCode'));
  if (code !== current?.code && (await couponIdWithCode(tx, code)) !== null) throw new CatalogInputError('code', new StoreMessage('couponCodeTaken', { code }));
  const discountType = given(input.discountType, current?.discountType) ?? 'fixed_cart';
  if (!discountTypes.includes(discountType)) throw new CatalogInputError('discountType', new StoreMessage('discountTypeNotValid'));

  let amount = current?.amount ?? 0;
  const typeChanged = current !== null && discountType !== current.discountType;
  if (input.amount !== undefined && input.amount !== null) {
    amount =
      discountType === 'percent'
        ? checkedWholeNumber(input.amount, 'amount', 0, 100, new StoreMessage('couponPercentNotValid'))
        : checkedCents(input.amount, 'amount', new StoreMessage('couponAmountNotValid', { max: { cents: maxMoney * 100 } }));
  } else if (typeChanged) {
    // WooCommerce keeps the amount's number when the type changes (10 is 10% or 10.00); here a
    // percent is kept whole and money in cents.
    amount = discountType === 'percent' ? checkedWholeNumber(amount / 100, 'amount', 0, 100, new StoreMessage('couponPercentNotValid')) : amount * 100;
  }
  const minimumSpend = checkedSpend(input.minimumAmount, current?.minimumSpend ?? null, 'minimumAmount');
  const maximumSpend = checkedSpend(input.maximumAmount, current?.maximumSpend ?? null, 'maximumAmount');
  if (minimumSpend !== null && maximumSpend !== null && minimumSpend > maximumSpend) {
    throw new CatalogInputError('minimumAmount', new StoreMessage('couponSpendReversed'));
  }
  const limit = (value: number | null | undefined, now: number | null, field: string) =>
    value === undefined ? now : value === null ? null : checkedWholeNumber(value, field, 0, 1_000_000_000);
  const expires = input.dateExpires === undefined ? (current?.expiresAt ?? null) : input.dateExpires === null || !input.dateExpires.trim() ? null : checkedMoment(input.dateExpires, 'dateExpires', { endOfDay: true });
  return {
    code,
    description: checkedText(given(input.description, current?.description) ?? '', 'description', 5000),
    discountType,
    amount,
    freeShipping: given(input.freeShipping, current?.freeShipping) ?? false,
    minimumSpend,
    maximumSpend,
    expiresAt: expires,
    usageLimit: limit(input.usageLimit, current?.usageLimit ?? null, 'usageLimit'),
    usageLimitPerUser: limit(input.usageLimitPerUser, current?.usageLimitPerUser ?? null, 'usageLimitPerUser'),
    individualUse: given(input.individualUse, current?.individualUse) ?? false,
    excludeSaleItems: given(input.excludeSaleItems, current?.excludeSaleItems) ?? false,
    productIds: input.productIds ? await checkedProductIds(tx, input.productIds, 'productIds') : (current?.productIds ?? []),
    excludedProductIds: input.excludedProductIds ? await checkedProductIds(tx, input.excludedProductIds, 'excludedProductIds') : (current?.excludedProductIds ?? []),
    categoryIds: input.productCategories ? await checkedCategoryIds(tx, input.productCategories, 'productCategories') : (current?.categoryIds ?? []),
    excludedCategoryIds: input.excludedProductCategories
      ? await checkedCategoryIds(tx, input.excludedProductCategories, 'excludedProductCategories')
      : (current?.excludedCategoryIds ?? []),
  };
}

function notFound(id: number): CatalogInputError {
  return new CatalogInputError('id', new StoreMessage('couponIdNotFound', { id }));
}

export async function createCoupon(db: Database, input: CouponInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => ({ id: await insertCoupon(tx, await plannedCoupon(tx, input, null)) }));
}

export async function updateCoupon(db: Database, id: number, input: CouponInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await lockCoupon(tx, id);
    if (!current) throw notFound(id);
    await updateCouponRow(tx, id, await plannedCoupon(tx, input, current));
    return { id };
  });
}

export async function deleteCoupon(db: Database, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    if (!(await lockCoupon(tx, id))) throw notFound(id);
    await deleteCouponRow(tx, id);
    return { id };
  });
}
