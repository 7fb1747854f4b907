// What the customer cart and data tests share: a device (one browser) that keeps its cart session
// token and, once signed in, its auth token, as the storefront does; and the queries it sends.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../server/db/rows';
import type { Backend, GraphQLResponse } from './harness';
import { login, type TestCustomer } from './accounts-support';

export const cartQuery = `{ cart { contents(first: 100) { itemCount nodes { key quantity product { node { databaseId } } } }
  appliedCoupons { code } } customer { databaseId sessionToken } }`;
const addToCartMutation = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }`;
const applyCouponMutation = `mutation ($code: String!) { applyCoupon(input: { code: $code }) { cart { isEmpty } } }`;

export interface CartLineView {
  key: string;
  quantity: number;
  product: { node: { databaseId: number } };
}

/** The session key a cart session token names (its `data.customer_id`). */
export function sessionKeyOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).data.customer_id as string;
}

export class Device {
  sessionToken: string | null = null;
  authToken: string | null = null;
  constructor(private readonly api: Backend) {}

  headers(): Record<string, string> {
    return {
      ...(this.sessionToken ? { 'woocommerce-session': `Session ${this.sessionToken}` } : {}),
      ...(this.authToken ? { authorization: `Bearer ${this.authToken}` } : {}),
    };
  }

  async send<Data = any>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
    const answer = await this.api.query<Data>(query, variables, this.headers());
    const issued = answer.headers.get('woocommerce-session');
    if (issued) this.sessionToken = issued;
    return answer;
  }

  /** Signs in as the storefront does: the guest session travels with the login, the answer's session token is kept. */
  async signIn(customer: TestCustomer): Promise<GraphQLResponse> {
    const answer = await login(this.api, customer.username, customer.password, this.headers());
    expect(answer.errors).toBeUndefined();
    const payload = answer.data.login;
    // The answer's session token is the one the response header hands out.
    const issued = answer.headers.get('woocommerce-session');
    if (issued) expect(issued).toBe(payload.sessionToken);
    this.authToken = payload.authToken;
    this.sessionToken = payload.sessionToken;
    return answer;
  }

  /** Logout as the storefront does it: the browser forgets both tokens. */
  signOut(): void {
    this.authToken = null;
    this.sessionToken = null;
  }

  async add(productId: number, quantity = 1, extra: Record<string, unknown> = {}): Promise<void> {
    const { errors } = await this.send(addToCartMutation, { input: { productId, quantity, ...extra } });
    expect(errors).toBeUndefined();
  }

  async applyCoupon(code: string): Promise<void> {
    const { errors } = await this.send(applyCouponMutation, { code });
    expect(errors).toBeUndefined();
  }

  async cart(): Promise<{ lines: CartLineView[]; coupons: string[]; customerId: number; sessionToken: string | null }> {
    const { data, errors } = await this.send(cartQuery);
    expect(errors).toBeUndefined();
    return {
      lines: data.cart.contents.nodes,
      coupons: (data.cart.appliedCoupons ?? []).map((coupon: { code: string }) => coupon.code),
      customerId: data.customer.databaseId,
      sessionToken: data.customer.sessionToken,
    };
  }

  /** Quantities by product id, for comparing carts. */
  async quantities(): Promise<Record<number, number>> {
    const { lines } = await this.cart();
    return Object.fromEntries(lines.map((line) => [line.product.node.databaseId, line.quantity]));
  }
}

export async function idOfSlug(api: Backend, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(api.db, sql`select id from products where slug = ${slug}`);
  return row!.id;
}
