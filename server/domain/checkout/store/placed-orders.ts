// Writing an order as the cart stands at checkout: the order row with every amount copied from
// the cart's totals (integer cents), its lines named and priced as the cart shows them, and the
// coupons it used with the discount each gave. And the order an earlier checkout of the same
// payment placed, and what the database says when placing one failed.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { isRetryableConflict, pgErrorOf } from '../../../db/pg-error';
import { orderCoupons, orderLines, orders, type OrderStatus } from '../../../db/schema/orders';
import type { CartRecord } from '../../cart/session-cart';
import { shopCurrency } from '../../money';
import { liveOrder, liveRows, type OrderRow } from '../../orders/store/orders';
import { inLanguage } from '../../translations';
import type { CheckedCheckout } from '../checkout-input';
import { orderLocale } from '../../orders/order-mail';

const keyLetters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** WooCommerce's `wc_order_` and random letters; 20 of 62 letters cannot be guessed. */
function newOrderKey(): string {
  let letters = '';
  for (let index = 0; index < 20; index += 1) letters += keyLetters[randomInt(keyLetters.length)];
  return `wc_order_${letters}`;
}

export interface OrderFacts {
  cart: CartRecord;
  checkout: CheckedCheckout;
  status: OrderStatus;
  sessionKey: string;
  customerId: number | null;
  transactionId: string | null;
  paidAt: Date | null;
  stockReduced: boolean;
  /** The shop's own notes on the order (a failed card payment's intent). */
  privateMetaData?: { key: string; value: string }[];
}

/** Where the client that placed the order is kept, as WooCommerce keeps it: a private meta entry. */
export const createdViaKey = '_created_via';

export async function writeOrder(tx: Database, facts: OrderFacts): Promise<OrderRow> {
  const { cart, checkout } = facts;
  const { totals } = cart;
  const shippingRate = totals.needsShipping ? totals.availableShippingRates.find((rate) => rate.id === totals.chosenShippingMethod) : undefined;
  const [order] = liveRows(
    await tx
      .insert(orders)
      .values({
        orderKey: newOrderKey(),
        status: facts.status,
        currency: shopCurrency,
        sessionKey: facts.sessionKey,
        customerId: facts.customerId,
        paymentMethod: checkout.gateway.id,
        // As WooCommerce keeps it: the title the shopper chose, in the language they checked out in.
        paymentMethodTitle: checkout.gateway.texts[orderLocale(checkout)].title,
        transactionId: facts.transactionId,
        billing: checkout.billing,
        shipping: checkout.shipping,
        shipToDifferentAddress: checkout.shipToDifferentAddress,
        customerNote: checkout.customerNote,
        metaData: [...checkout.metaData, { key: createdViaKey, value: checkout.createdVia }, ...(facts.privateMetaData ?? [])],
        shippingMethodId: shippingRate?.id ?? null,
        // As WooCommerce keeps it: in the language the shopper checked out in.
        shippingMethodTitle: shippingRate ? inLanguage(shippingRate.label, shippingRate.labels, orderLocale(checkout)) : null,
        subtotal: totals.subtotal,
        subtotalTax: totals.lines.reduce((sum, line) => sum + line.subtotalTax, 0),
        discountTotal: totals.discountTotal,
        discountTax: totals.discountTax,
        shippingTotal: totals.shippingTotal,
        shippingTax: totals.shippingTax,
        totalTax: totals.totalTax,
        total: totals.total,
        stockReduced: facts.stockReduced,
        paidAt: facts.paidAt,
      })
      .returning(),
  );
  const lineTotals = new Map(totals.lines.map((line) => [line.key, line]));
  await tx.insert(orderLines).values(
    cart.items.map((item, position) => {
      const line = lineTotals.get(item.key)!;
      return {
        orderId: order!.id,
        position,
        productId: item.productId,
        variationId: item.variationId,
        variation: item.variation,
        name: item.name,
        quantity: item.quantity,
        subtotal: line.subtotal,
        subtotalTax: line.subtotalTax,
        total: line.total,
        totalTax: line.tax,
      };
    }),
  );
  if (totals.appliedCoupons.length > 0) {
    const couponIds = new Map(cart.coupons.map((coupon) => [coupon.code, coupon.id]));
    await tx.insert(orderCoupons).values(
      totals.appliedCoupons.map((applied) => ({
        orderId: order!.id,
        couponId: couponIds.get(applied.code) ?? null,
        code: applied.code,
        discount: applied.discountAmount,
        discountTax: applied.discountTax,
      })),
    );
  }
  return order!;
}

export async function findOrderByTransaction(tx: Database, transactionId: string): Promise<OrderRow | undefined> {
  const [order] = liveRows(await tx.select().from(orders).where(and(liveOrder, eq(orders.transactionId, transactionId))));
  return order;
}

/** Whether another checkout committed an order with the same transaction id first (its unique index refused this one). */
export function isTransactionIdTaken(error: unknown): boolean {
  const facts = pgErrorOf(error);
  return facts?.code === '23505' && facts.constraint === 'orders_transaction_idx';
}

/** A deadlock or a serialization failure: the order's transaction did nothing and may simply run again. */
export function mayRunAgain(error: unknown): boolean {
  return isRetryableConflict(error);
}
