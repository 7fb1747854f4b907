// Checkout: the session's cart becomes an order in one transaction. The session row is locked
// first, so one shopper's checkouts run one after the other; the address fields left empty are
// filled from what the shop knows of the shopper (address-fill.ts); the cart is read again and every
// amount computed again by the cart's own rules (for the address given); the stock rows are locked
// and checked, coupons counted, the account made, a card payment confirmed with its provider, and
// only then is stock taken, the order written and the cart emptied. Anything that fails rolls it
// all back: nothing is written and the cart stays. Rows are always locked in one order (session,
// products, variations, coupons, the catalog version that stock changes move), so concurrent
// checkouts wait for each other instead of deadlocking; a conflict the database still reports is
// run again.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { isRetryableConflict, pgErrorOf } from '../../db/pg-error';
import { cartCoupons, cartItems, sessions, type StoredAddress } from '../../db/schema/cart';
import { orders } from '../../db/schema/orders';
import { noteCatalogWrite } from '../catalog/catalog-writes';
import { grantDownloads } from '../downloads/download-grants';
import { readCart, type CartRecord } from '../cart/session-cart';
import { InputError } from '../input-error';
import { isPaid } from '../orders/order-status';
import { shopCurrency } from '../money';
import type { CardPayments } from '../payments/card-payments';
import { PaymentProviderError } from '../payments/payment-provider-error';
import { cardGatewayId, enabledGateways } from '../payments/payment-gateways';
import type { RequestSession, SessionRow } from '../session/request-session';
import { findCustomer } from '../accounts/customer-records';
import { knownAccount, withKnownAddresses, type KnownCustomer } from './address-fill';
import { CheckoutFieldError } from './checkout-field-error';
import { checkCheckoutInput, type CheckedCheckout, type CheckoutInput } from './checkout-input';
import { CouponWithdrawn, recordCouponUsage } from './coupon-usage';
import { createCustomerAccount, takenAccountError } from './customer-account';
import { writeOrder, type OrderRow } from './order-record';
import { isAcceptablePassword } from '../accounts/password-rules';
import { hashPassword } from './password-hash';
import { PaymentDeclined, PaymentFailedError } from './payment-failure';
import { lockStock, takeStock } from './stock-taking';

export interface CheckoutServices {
  session: RequestSession;
  /** The card payment provider; without one, cards are not offered. */
  cardPayments?: CardPayments;
  /** The store setting: an all-virtual cart needs only the buyer's name and email. */
  hideBillingAddressForVirtualProducts: boolean;
  /** The signed-in customer, whose order it is; they need no new account. */
  signedInCustomerId?: number;
}

export interface PlacedOrder {
  order: OrderRow;
  /** What the order bought, as its lines were written; null for a repeated checkout. */
  cart: CartRecord | null;
  /** The customer's addresses as the session keeps them now. */
  customer: { billing: StoredAddress; shipping: StoredAddress };
  /** An earlier checkout with the same transaction id placed this order. */
  repeated: boolean;
}

const emptyCartMessage = 'Your cart is empty. Please add products to your cart before placing an order.';
const transactionUsedMessage = 'This payment has already been used. Please try another payment method.';
const attempts = 3;

async function findOrderByTransaction(tx: Database, transactionId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.transactionId, transactionId));
  return order;
}

/** What the shop knows of the shopper, in the order it fills their empty fields: the cart session's customer, then the signed-in account. */
async function knownCustomers(tx: Database, row: SessionRow, signedInCustomerId: number | undefined): Promise<KnownCustomer[]> {
  const account = signedInCustomerId === undefined ? null : await findCustomer(tx, signedInCustomerId);
  return account ? [row, knownAccount(account)] : [row];
}

/** The checked input and the cart priced for its address and shipping choice. */
async function pricedCheckout(tx: Database, services: CheckoutServices, row: SessionRow, input: CheckoutInput) {
  const { session } = services;
  const asItIs = await readCart(tx, row, session.defaultCountry);
  if (asItIs.items.length === 0) throw new InputError(emptyCartMessage);
  const needsShipping = asItIs.totals.needsShipping;
  const checkout = checkCheckoutInput(
    withKnownAddresses(input, await knownCustomers(tx, row, services.signedInCustomerId)),
    { needsShipping, addressOptional: !needsShipping && services.hideBillingAddressForVirtualProducts },
    enabledGateways(services.cardPayments),
  );
  const priced: SessionRow = {
    ...row,
    billing: checkout.billing,
    shipping: checkout.shipping,
    chosenShippingMethods: checkout.shippingMethod ? [checkout.shippingMethod] : row.chosenShippingMethods,
  };
  const cart = await readCart(tx, priced, session.defaultCountry);
  const withdrawn = cart.totals.removedCoupons[0];
  if (withdrawn) throw new CouponWithdrawn(withdrawn.code, withdrawn.reason);
  if (cart.totals.needsShipping) {
    const { availableShippingRates, chosenShippingMethod } = cart.totals;
    if (availableShippingRates.length === 0) {
      throw new CheckoutFieldError('shippingMethod', 'No shipping method is available for your address. Please check your address, or contact us if you need help.');
    }
    if (checkout.shippingMethod && chosenShippingMethod !== checkout.shippingMethod) {
      throw new CheckoutFieldError('shippingMethod', 'The chosen shipping method is not available for your address. Please choose another one.');
    }
  }
  return { checkout, cart, priced };
}

/** The card payment's confirmation by its provider, made for this cart session, for exactly the order's total. */
async function confirmCardPayment(services: CheckoutServices, checkout: CheckedCheckout, cart: CartRecord, sessionKey: string): Promise<string> {
  const intentId = checkout.transactionId;
  if (!intentId || !services.cardPayments) throw new PaymentFailedError('No card payment was made.');
  const outcome = await services.cardPayments.checkPayment({ intentId, amountCents: cart.totals.total, currency: shopCurrency.toLowerCase(), sessionKey });
  if (outcome.paid) return outcome.transactionId;
  // Another shopper's intent is refused and not kept: a failed order of this session naming it
  // would tie their payment to this shopper.
  if ('forAnotherCart' in outcome) throw new PaymentFailedError(outcome.reason);
  throw new PaymentDeclined(outcome.reason, intentId, { cart, checkout, sessionKey });
}

async function placeInTransaction(tx: Database, services: CheckoutServices, input: CheckoutInput, passwordHash: string | null): Promise<PlacedOrder> {
  const row = await services.session.find(tx);
  if (!row) throw new InputError(emptyCartMessage);
  const transactionId = input.transactionId?.trim();
  if (transactionId) {
    const earlier = await findOrderByTransaction(tx, transactionId);
    // The same shopper sending the same payment again gets their order; anyone else learns nothing of it.
    if (earlier && earlier.sessionKey === row.key) return { order: earlier, cart: null, customer: row, repeated: true };
    if (earlier) throw new CheckoutFieldError('transactionId', transactionUsedMessage);
  }
  const { checkout, cart, priced } = await pricedCheckout(tx, services, row, input);
  const stock = await lockStock(tx, cart.items);
  await recordCouponUsage(tx, cart.coupons, checkout.billing.email);
  const customerId =
    services.signedInCustomerId ??
    (checkout.account && passwordHash
      ? await createCustomerAccount(tx, { username: checkout.account.username, passwordHash, billing: checkout.billing, shipping: checkout.shipping })
      : null);
  const byCard = checkout.gateway.id === cardGatewayId;
  const paidTransaction = byCard ? await confirmCardPayment(services, checkout, cart, row.key) : null;
  await takeStock(tx, stock);
  const order = await writeOrder(tx, {
    cart,
    checkout,
    status: checkout.gateway.placedStatus,
    sessionKey: row.key,
    customerId,
    transactionId: paidTransaction ?? checkout.transactionId,
    paidAt: byCard ? new Date() : null,
    stockReduced: true,
  });
  if (isPaid(order)) await grantDownloads(tx, order.id);
  await tx.delete(cartItems).where(eq(cartItems.sessionKey, row.key));
  await tx.delete(cartCoupons).where(eq(cartCoupons.sessionKey, row.key));
  await tx
    .update(sessions)
    .set({ billing: priced.billing, shipping: priced.shipping, chosenShippingMethods: priced.chosenShippingMethods })
    .where(eq(sessions.key, row.key));
  return { order, cart, customer: { billing: priced.billing, shipping: priced.shipping }, repeated: false };
}

/** The attempt of a payment the provider did not confirm, kept as a failed order that took no stock. */
async function recordFailedPayment(services: CheckoutServices, declined: PaymentDeclined): Promise<void> {
  const { cart, checkout, sessionKey } = declined.attempt;
  await services.session.transaction((tx) =>
    writeOrder(tx, {
      cart,
      checkout,
      status: 'failed',
      sessionKey,
      customerId: null,
      transactionId: null,
      paidAt: null,
      stockReduced: false,
      privateMetaData: [{ key: '_stripe_intent_id', value: declined.intentId }],
    }),
  );
}

/** Takes the withdrawn coupon off the cart, as the refusal told the shopper. */
async function withdrawCoupon(session: RequestSession, code: string): Promise<void> {
  await session.transaction(async (tx) => {
    const row = await session.find(tx);
    if (!row) return;
    await tx.execute(sql`delete from cart_coupons where session_key = ${row.key} and coupon_id in (select id from coupons where code = ${code})`);
  });
}

export async function placeOrder(services: CheckoutServices, input: CheckoutInput): Promise<PlacedOrder> {
  // Hashed before the transaction, which then holds its locks only for database work.
  const account = input.account;
  const owner = { username: account?.username.trim(), email: input.billing?.email?.trim() };
  const wantsAccount = account && services.signedInCustomerId === undefined && isAcceptablePassword(account.password, owner);
  const passwordHash = wantsAccount ? await hashPassword(account.password) : null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const placed = await services.session.transaction((tx) => placeInTransaction(tx, services, input, passwordHash));
      if (!placed.repeated) noteCatalogWrite();
      return placed;
    } catch (error) {
      if (isRetryableConflict(error) && attempt < attempts) continue;
      if (error instanceof PaymentDeclined) {
        await recordFailedPayment(services, error);
        throw new PaymentFailedError(error.reason);
      }
      // The provider could not say whether the intent was paid: nothing is recorded, the shopper may try again.
      if (error instanceof PaymentProviderError) throw new CheckoutFieldError('paymentMethod', error.message);
      if (error instanceof CouponWithdrawn) await withdrawCoupon(services.session, error.couponCode);
      const facts = pgErrorOf(error);
      // Another session's checkout committed the same transaction id first.
      if (facts?.code === '23505' && facts.constraint === 'orders_transaction_idx') throw new CheckoutFieldError('transactionId', transactionUsedMessage);
      throw takenAccountError(error) ?? error;
    }
  }
}

