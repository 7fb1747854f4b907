// One simulated shopper: its own address (sent as a proxy would, X-Forwarded-For from the loopback
// range), its own session token once the store gives one, and its own language. It views pages as
// a browser does (brotli, a whole page) and changes its cart and checks out through /graphql as the
// storefront does. Each action is timed and counted in the tally; a refusal because stock ran out
// is the honest answer to a race and counted apart from errors.
import { shopRequest } from './shopper-http';
import type { ActionKind, Tally } from './tally';

// Stock refusals, the cart's "… in stock and you already have N in your cart" included.
const soldOutMessage = /out of stock|not enough stock|in stock to fulfill|is left|are left|remaining\)|already have/i;

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

export class LoadShopper {
  private token: string | null = null;

  constructor(
    private readonly origin: string,
    private readonly tally: Tally,
    /** The shopper's address as the proxy in front of the shop reports it. */
    private readonly address: string,
    /** '' for English, '/de' for German. */
    readonly localePrefix: string,
  ) {}

  async page(kind: ActionKind, path: string): Promise<void> {
    await this.timed(kind, async () => {
      const response = await shopRequest(`${this.origin}${this.localePrefix}${path}`, { headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': this.address }, keepBody: false });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    });
  }

  /** A cart change or a checkout: succeeds, is refused for stock (`soldOut`), or fails. */
  async mutate(kind: ActionKind, steps: (send: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLAnswer>) => Promise<void>): Promise<'done' | 'soldOut' | 'failed'> {
    let outcome = 'done' as 'done' | 'soldOut' | 'failed';
    await this.timed(kind, async () => {
      try {
        await steps((query, variables) => this.send(query, variables));
      } catch (error) {
        if (error instanceof SoldOut) {
          outcome = 'soldOut';
          return;
        }
        outcome = 'failed';
        throw error;
      }
    });
    if (outcome === 'soldOut') this.tally.refusedSoldOut(kind);
    return outcome;
  }

  private async send(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': this.address };
    if (this.token) headers['woocommerce-session'] = `Session ${this.token}`;
    const response = await shopRequest(`${this.origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }), keepBody: true });
    const issued = response.headers['woocommerce-session'];
    if (typeof issued === 'string') this.token = issued;
    const answer = JSON.parse(response.body.toString('utf8')) as GraphQLAnswer;
    const message = answer.errors?.map((error) => error.message).join('; ');
    if (message && soldOutMessage.test(message)) throw new SoldOut(message);
    if (message || response.status !== 200) throw new Error(`${response.status} ${message ?? ''}`.trim());
    return answer;
  }

  private async timed(kind: ActionKind, action: () => Promise<void>): Promise<void> {
    const start = performance.now();
    try {
      await action();
      this.tally.done(kind, performance.now() - start);
    } catch (error) {
      this.tally.done(kind, performance.now() - start);
      if (this.tally.cutOffByFault(error as Error)) this.tally.wasCutOff(kind);
      else this.tally.failed(kind, (error as Error).message.slice(0, 200));
    }
  }
}

class SoldOut extends Error {}
