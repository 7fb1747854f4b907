// What the checkout tests share: shoppers that keep their session token as the storefront does,
// products and coupons made for one test, a valid checkout input, a fake card payment provider
// and a mailer that keeps what it is given.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { coupons } from '../../server/db/schema/cart';
import { products } from '../../server/db/schema/catalog';
import type { CardPayments, PaymentCheck } from '../../server/domain/payments/gateways/stripe/card-payments';
import { PaymentProviderError } from '../../server/domain/payments/payment-provider-error';
import type { Database } from '../../server/db/connection';
import type { CustomerOrderMail, OrderMail, OrderMailer, ShopOrderMailKind } from '../../server/mail/order-mail';
import { berlin } from './berlin-billing';
import type { Backend, GraphQLResponse } from './harness';

export { berlin };

export const checkoutMutation = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { result redirect customer { email } }
}`;
const addToCartMutation = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }`;
const applyCouponMutation = `mutation ($code: String!) { applyCoupon(input: { code: $code }) { cart { isEmpty } } }`;
const cartQuery = `{ cart { isEmpty total(format: RAW) contents { itemCount } appliedCoupons { code } } }`;

export class Shopper {
  token: string | null = null;
  /** `headers`: what the shopper's browser sends besides (its locale cookie, its languages). */
  constructor(
    private readonly api: Pick<Backend, 'query'>,
    private readonly headers: Record<string, string> = {},
  ) {}

  async send<Data = any>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
    const session: Record<string, string> = this.token ? { 'woocommerce-session': `Session ${this.token}` } : {};
    const answer = await this.api.query<Data>(query, variables, { ...this.headers, ...session });
    const issued = answer.headers.get('woocommerce-session');
    if (issued) this.token = issued;
    return answer;
  }

  async add(productId: number, quantity = 1, extra: Record<string, unknown> = {}): Promise<void> {
    const { errors } = await this.send(addToCartMutation, { input: { productId, quantity, ...extra } });
    expect(errors).toBeUndefined();
  }

  async applyCoupon(code: string): Promise<void> {
    const { errors } = await this.send(applyCouponMutation, { code });
    expect(errors).toBeUndefined();
  }

  async cart(): Promise<{ isEmpty: boolean; total: string; contents: { itemCount: number }; appliedCoupons: { code: string }[] | null }> {
    const { data, errors } = await this.send(cartQuery);
    expect(errors).toBeUndefined();
    return data.cart;
  }

  checkout(input: Record<string, unknown>) {
    return this.send(checkoutMutation, { input });
  }

  async sessionKey(): Promise<string> {
    const payload = JSON.parse(Buffer.from(this.token!.split('.')[1]!, 'base64url').toString('utf8'));
    return payload.data.customer_id as string;
  }
}

export const codCheckout = (extra: Record<string, unknown> = {}) => ({ paymentMethod: 'cod', billing: berlin, ...extra });

const unique = () => randomBytes(5).toString('hex');

export interface ProductSeed {
  price?: number;
  stock?: number | null;
  virtual?: boolean;
  backorders?: 'no' | 'yes';
}

/** A simple product of this test's own, so no other test's stock or sales mix with it. */
export async function makeProduct(api: Backend, { price = 2000, stock = null, virtual = false, backorders = 'no' }: ProductSeed = {}) {
  const id = unique();
  const [made] = await api.db
    .insert(products)
    .values({
      type: 'simple',
      name: `Checkout Test Tee ${id}`,
      slug: `checkout-test-tee-${id}`,
      regularPrice: price,
      manageStock: stock !== null,
      stockQuantity: stock,
      backorders,
      virtual,
    })
    .returning({ id: products.id, name: products.name });
  return made!;
}

export async function makeCoupon(api: Backend, values: { amount?: number; usageLimit?: number; usageLimitPerUser?: number } = {}) {
  const code = `checkout-${unique()}`;
  await api.db.insert(coupons).values({ code, discountType: 'percent', amount: values.amount ?? 10, usageLimit: values.usageLimit, usageLimitPerUser: values.usageLimitPerUser });
  return code;
}

export async function productState(api: Backend, id: number) {
  const [row] = await queryRows<{ stock: number | null; status: string; sales: number }>(
    api.db,
    sql`select stock_quantity as stock, stock_status as status, total_sales as sales from products where id = ${id}`,
  );
  return row!;
}

/** How many orders a shopper's session has placed (test files on PostgreSQL share one database, so counts stay within a test's own rows). */
export async function ordersPlaced(api: Pick<Backend, 'db'>, shopper: Shopper): Promise<number> {
  if (!shopper.token) return 0;
  const [row] = await queryRows<{ count: number }>(api.db, sql`select count(*)::int as count from orders where session_key = ${await shopper.sessionKey()}`);
  return row!.count;
}

/**
 * Card payments as a provider would answer: an intent is paid when the test said so, for the
 * amount and currency it said; anything else is declined with the provider's reason.
 */
export class FakeCardPayments implements CardPayments {
  readonly publishableKey = 'pk_test_fake';
  readonly paid = new Map<string, { amountCents: number; currency: string }>();
  readonly checks: PaymentCheck[] = [];

  async createIntent(): Promise<never> {
    throw new Error('not used by checkout');
  }

  async checkPayment(check: PaymentCheck) {
    this.checks.push(check);
    if (check.intentId.startsWith('pi_unreachable')) throw new PaymentProviderError('Card payments are not available right now. Please try again later.');
    const intent = this.paid.get(check.intentId);
    if (!intent) return { paid: false as const, reason: 'Your card was declined.' };
    if (intent.amountCents !== check.amountCents || intent.currency !== check.currency) {
      return { paid: false as const, reason: 'The payment does not match the order total.' };
    }
    return { paid: true as const, transactionId: check.intentId };
  }
}

/**
 * A card payment of the cart as it stands, which `cardPayments` confirms: the checkout input's
 * payment fields. `send` asks as the shopper does (their session).
 */
export async function paidByCard(send: (query: string) => Promise<GraphQLResponse>, cardPayments: FakeCardPayments) {
  const { data } = await send(cartQuery);
  const transactionId = `pi_${randomBytes(6).toString('hex')}`;
  cardPayments.paid.set(transactionId, { amountCents: Math.round(Number(data.cart.total) * 100), currency: 'eur' });
  return { paymentMethod: 'stripe', transactionId, isPaid: true };
}

/** Keeps the order mails queued, as they are handed over. */
export class KeptMail implements OrderMailer {
  /** The customer's mails. */
  readonly sent: CustomerOrderMail[] = [];
  /** The customer's mails of a note the shop added for them. */
  readonly notes: (OrderMail & { note: string })[] = [];
  /** The shop's own mails. */
  readonly toShop: (OrderMail & { kind: ShopOrderMailKind })[] = [];
  async queueToCustomer(_tx: Database, mail: CustomerOrderMail): Promise<void> {
    this.sent.push(mail);
  }
  async queueNoteToCustomer(_tx: Database, mail: OrderMail, note: string): Promise<void> {
    this.notes.push({ ...mail, note });
  }
  async queueToShop(_tx: Database, kind: ShopOrderMailKind, mail: OrderMail): Promise<void> {
    this.toShop.push({ ...mail, kind });
  }
  sendQueued(): void {}
}
