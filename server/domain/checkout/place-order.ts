// Checkout: the session's cart becomes an order. First, in a short transaction, the address fields
// left empty are filled from what the shop knows of the shopper (address-fill.ts) and the cart is
// priced by the cart's own rules (for the address given); then, with no transaction open and
// nothing locked, a payment its gateway confirms (a card) is asked of the provider for that total.
// Then, in one transaction, the session row is locked, the cart read and priced again and its total
// checked against the confirmed one, the stock rows locked and checked, coupons counted, the account
// made, stock taken, the order and its mails (the customer's of its status, the shop's "New order")
// written and the cart emptied. A payment the provider declined is kept as a failed order, with the
// shop's "Failed order" mail. Anything
// that fails rolls it all back: nothing is written and the cart stays. Rows are always locked in one order (session, products,
// variations, coupons, the catalog version that stock changes move), so concurrent checkouts wait
// for each other instead of deadlocking; a conflict the database still reports is run again.
import type { Database } from '../../db/connection';
import type { StoredAddress } from '../../db/schema/cart';
import { grantDownloads } from '../downloads/store/download-grants';
import { clearCart } from '../cart/cart-changes';
import { readCart, type CartRecord } from '../cart/session-cart';
import { updateSession } from '../cart/store/cart-sessions';
import { removeCartCouponByCode } from '../cart/store/coupons';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { isPaid } from '../orders/order-status';
import { shopCurrency } from '../money';
import { amountText } from '../payments/amount-text';
import { goodsOfCart } from '../payments/gateway-availability';
import type { PaymentGateway, PaymentReference } from '../payments/payment-gateway';
import { PaymentProviderError } from '../payments/payment-provider-error';
import type { RequestSession } from '../session/request-session';
import type { SessionRow } from '../session/store/sessions';
import { findCustomer } from '../accounts/store/customers';
import { knownAccount, withKnownAddresses, type KnownCustomer } from './address-fill';
import { CheckoutFieldError } from './checkout-field-error';
import { checkCheckoutInput, type CheckedCheckout, type CheckoutInput } from './checkout-input';
import { CouponWithdrawn, recordCouponUsage } from './coupon-usage';
import { createCustomerAccount, takenAccountError } from './customer-account';
import { queueCustomerMail, queueShopMail, type OrderMailing } from '../orders/order-mail';
import { loadOrderLines } from '../orders/store/order-lines';
import type { OrderRow } from '../orders/store/orders';
import { findOrderByTransaction, isTransactionIdTaken, mayRunAgain, writeOrder } from './store/placed-orders';
import { isAcceptablePassword } from '../accounts/password-rules';
import { hashPassword } from './password-hash';
import { PaymentDeclined, PaymentFailedError } from './payment-failure';
import { lockStock, takeStock } from './stock-taking';

export interface CheckoutServices {
  session: RequestSession;
  /** The gateways the shopper may choose from (payments/gateways/gateway-registry.ts). */
  gateways: readonly PaymentGateway[];
  /** The store setting: an all-virtual cart needs only the buyer's name and email. */
  hideBillingAddressForVirtualProducts: boolean;
  /** The signed-in customer, whose order it is; they need no new account. */
  signedInCustomerId?: number;
  /** Queues the order's mails with it (the customer's, the shop's); without it none is sent. */
  mailing?: OrderMailing;
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

const emptyCartMessage = new StoreMessage('emptyCartAtCheckout');
const transactionUsedMessage = new StoreMessage('paymentUsed');
const attempts = 3;

/** What the shop knows of the shopper, in the order it fills their empty fields: the cart session's customer, then the signed-in account. */
async function knownCustomers(tx: Database, row: SessionRow, signedInCustomerId: number | undefined): Promise<KnownCustomer[]> {
  const account = signedInCustomerId === undefined ? null : await findCustomer(tx, signedInCustomerId);
  return account ? [row, knownAccount(account)] : [row];
}

/** The checked input and the cart priced for its address and shipping choice. */
async function pricedCheckout(tx: Database, services: CheckoutServices, row: SessionRow, input: CheckoutInput) {
  const { session } = services;
  const asItIs = await readCart(tx, row, session.pricing);
  if (asItIs.items.length === 0) throw new InputError(emptyCartMessage);
  const needsShipping = asItIs.totals.needsShipping;
  const checkout = checkCheckoutInput(
    withKnownAddresses(input, await knownCustomers(tx, row, services.signedInCustomerId)),
    { ...goodsOfCart(asItIs), addressOptional: !needsShipping && services.hideBillingAddressForVirtualProducts },
    services.gateways,
  );
  const priced: SessionRow = {
    ...row,
    billing: checkout.billing,
    shipping: checkout.shipping,
    ...(checkout.shippingMethod ? { chosenShippingMethods: [checkout.shippingMethod], shippingRatesAtChoice: null } : {}),
  };
  const cart = await readCart(tx, priced, session.pricing);
  const withdrawn = cart.totals.removedCoupons[0];
  if (withdrawn) throw new CouponWithdrawn(withdrawn.code, withdrawn.reason);
  if (cart.totals.needsShipping) {
    const { availableShippingRates, chosenShippingMethod } = cart.totals;
    if (availableShippingRates.length === 0) {
      throw new CheckoutFieldError('shippingMethod', new StoreMessage('noShippingForAddress'));
    }
    if (checkout.shippingMethod && chosenShippingMethod !== checkout.shippingMethod) {
      throw new CheckoutFieldError('shippingMethod', new StoreMessage('chosenShippingUnavailable'));
    }
  }
  return { checkout, cart, priced };
}

/** The session's row, locked until `tx` ends. */
async function lockedSession(tx: Database, services: CheckoutServices): Promise<SessionRow> {
  const row = await services.session.find(tx);
  if (!row) throw new InputError(emptyCartMessage);
  return row;
}

/** The order an earlier checkout of the same payment placed for this session; another session's is refused. */
async function earlierOrder(tx: Database, row: SessionRow, input: CheckoutInput): Promise<PlacedOrder | null> {
  const transactionId = input.transactionId?.trim();
  if (!transactionId) return null;
  const earlier = await findOrderByTransaction(tx, transactionId);
  // The same shopper sending the same payment again gets their order; anyone else learns nothing of it.
  if (earlier && earlier.sessionKey === row.key) return { order: earlier, cart: null, customer: row, repeated: true };
  if (earlier) throw new CheckoutFieldError('transactionId', transactionUsedMessage);
  return null;
}

/** How the order is paid: a confirmed payment names its transaction and total; an offline one neither. */
interface OrderPayment {
  transactionId: string | null;
  paidAt: Date | null;
  /** The total the provider confirmed, which the order's total must still be; null when nothing was confirmed. */
  confirmed: { amountCents: number; reference: PaymentReference } | null;
}

/** The gateway's confirmation of the payment for the cart as priced, asked with no transaction open. */
async function confirmPayment(checkout: CheckedCheckout, cart: CartRecord, sessionKey: string): Promise<OrderPayment> {
  const { gateway } = checkout;
  if (!gateway.confirmPayment) return { transactionId: checkout.transactionId, paidAt: null, confirmed: null };
  const amountCents = cart.totals.total;
  const confirmation = await gateway.confirmPayment({ transactionId: checkout.transactionId, amountCents, currency: shopCurrency, sessionKey });
  if (confirmation.outcome === 'refused') throw new PaymentFailedError(confirmation.reason);
  if (confirmation.outcome === 'declined') throw new PaymentDeclined(confirmation.reason, confirmation.reference, { cart, checkout, sessionKey });
  return { transactionId: confirmation.transactionId, paidAt: new Date(), confirmed: { amountCents, reference: confirmation.reference } };
}

async function placeInTransaction(tx: Database, services: CheckoutServices, input: CheckoutInput, passwordHash: string | null, payment: OrderPayment): Promise<PlacedOrder> {
  const row = await lockedSession(tx, services);
  const repeated = await earlierOrder(tx, row, input);
  if (repeated) return repeated;
  const { checkout, cart, priced } = await pricedCheckout(tx, services, row, input);
  // The cart changed while the provider was asked (another tab, a price): what was paid is not this order's total.
  if (payment.confirmed && payment.confirmed.amountCents !== cart.totals.total) {
    const reason = `The payment (${amountText(payment.confirmed.amountCents, shopCurrency)}) does not match the order total (${amountText(cart.totals.total, shopCurrency)}).`;
    throw new PaymentDeclined(reason, payment.confirmed.reference, { cart, checkout, sessionKey: row.key });
  }
  const stock = await lockStock(tx, cart.items);
  await recordCouponUsage(tx, cart.coupons, checkout.billing.email);
  const customerId =
    services.signedInCustomerId ??
    (checkout.account && passwordHash
      ? await createCustomerAccount(tx, { username: checkout.account.username, passwordHash, billing: checkout.billing, shipping: checkout.shipping })
      : null);
  await takeStock(tx, stock);
  const order = await writeOrder(tx, {
    cart,
    checkout,
    status: checkout.gateway.placedStatus(goodsOfCart(cart)),
    sessionKey: row.key,
    customerId,
    transactionId: payment.transactionId,
    paidAt: payment.paidAt,
    stockReduced: true,
  });
  if (isPaid(order)) await grantDownloads(tx, order.id);
  if (services.mailing) {
    const lines = (await loadOrderLines(tx, [order.id])).get(order.id) ?? [];
    await queueCustomerMail(tx, services.mailing, order, lines);
    await queueShopMail(tx, services.mailing, 'new', order, lines);
  }
  await clearCart(tx, row.key);
  await updateSession(tx, row.key, {
    billing: priced.billing,
    shipping: priced.shipping,
    chosenShippingMethods: priced.chosenShippingMethods,
    shippingRatesAtChoice: priced.shippingRatesAtChoice ?? cart.totals.availableShippingRates.map((rate) => rate.id),
  });
  return { order, cart, customer: { billing: priced.billing, shipping: priced.shipping }, repeated: false };
}

/**
 * Before any lock is held: the earlier order of the same payment, or the cart priced as it stands
 * and its payment confirmed by the gateway's provider for that total. The session row is locked
 * only while the cart is priced, never while the provider is asked.
 */
async function paymentBeforeLocks(services: CheckoutServices, input: CheckoutInput): Promise<PlacedOrder | OrderPayment> {
  const priced = await services.session.transaction(async (tx) => {
    const row = await lockedSession(tx, services);
    return (await earlierOrder(tx, row, input)) ?? { sessionKey: row.key, ...(await pricedCheckout(tx, services, row, input)) };
  });
  if ('repeated' in priced) return priced;
  return confirmPayment(priced.checkout, priced.cart, priced.sessionKey);
}

/** The attempt of a payment the provider did not confirm, kept as a failed order that took no stock, and the shop told. */
async function recordFailedPayment(services: CheckoutServices, declined: PaymentDeclined): Promise<void> {
  const { cart, checkout, sessionKey } = declined.attempt;
  await services.session.transaction(async (tx) => {
    const order = await writeOrder(tx, {
      cart,
      checkout,
      status: 'failed',
      sessionKey,
      customerId: null,
      transactionId: null,
      paidAt: null,
      stockReduced: false,
      privateMetaData: [declined.reference],
    });
    if (services.mailing) await queueShopMail(tx, services.mailing, 'failed', order, (await loadOrderLines(tx, [order.id])).get(order.id) ?? []);
  });
}

/** Takes the withdrawn coupon off the cart, as the refusal told the shopper. */
async function withdrawCoupon(session: RequestSession, code: string): Promise<void> {
  await session.transaction(async (tx) => {
    const row = await session.find(tx);
    if (!row) return;
    await removeCartCouponByCode(tx, row.key, code);
  });
}

export async function placeOrder(services: CheckoutServices, input: CheckoutInput): Promise<PlacedOrder> {
  // Hashed before the transaction, which then holds its locks only for database work.
  const account = input.account;
  const owner = { username: account?.username.trim() || undefined, email: input.billing?.email?.trim() };
  const wantsAccount = account && services.signedInCustomerId === undefined && isAcceptablePassword(account.password, owner);
  const passwordHash = wantsAccount ? await hashPassword(account.password) : null;
  try {
    const payment = await paymentBeforeLocks(services, input);
    if ('repeated' in payment) return payment;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await services.session.transaction((tx) => placeInTransaction(tx, services, input, passwordHash, payment));
      } catch (error) {
        if (!mayRunAgain(error) || attempt >= attempts) throw error;
      }
    }
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      await recordFailedPayment(services, error);
      throw new PaymentFailedError(error.reason);
    }
    // The provider could not say whether the payment was made: nothing is recorded, the shopper may try again.
    if (error instanceof PaymentProviderError) throw new CheckoutFieldError('paymentMethod', error.message);
    if (error instanceof CouponWithdrawn) await withdrawCoupon(services.session, error.couponCode);
    // Another session's checkout committed the same transaction id first.
    if (isTransactionIdTaken(error)) throw new CheckoutFieldError('transactionId', transactionUsedMessage);
    throw takenAccountError(error) ?? error;
  }
}
