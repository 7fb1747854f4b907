// A local stand-in of Stripe for tests, so nothing reaches the internet: the part of Stripe's HTTP
// API the shop calls (create, retrieve and confirm payment intents; form-encoded requests, JSON
// answers, Stripe's ids and errors), and a minimal Stripe.js at GET /v3 for the browser tests.
// The server's `stripe` package reaches it through its host/port/protocol options
// (STRIPE_API_URL); browsers load the script from STRIPE_JS_URL and confirm through the same API,
// which answers the shop's origins with CORS.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentIntents, StripeRefusal } from './payment-intents';
import { standInKeys } from './stand-in-keys';
import { parseStripeForm, textOf, type FormObject } from './stripe-form';

export interface StripeStandInOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /** The keys it accepts; obviously not secrets. */
  secretKey?: string;
  publishableKey?: string;
  /** Origins whose pages may call it from a browser (the shop's). */
  allowedOrigins?: readonly string[];
  /** How long it takes to answer an API call (Stripe's own take a few hundred milliseconds); 0 by default. */
  latencyMs?: number;
}

export interface StripeStandIn {
  /** Its origin, e.g. http://127.0.0.1:12111: STRIPE_API_URL, and STRIPE_JS_URL with /v3/. */
  url: string;
  intents: PaymentIntents;
  close(): Promise<void>;
}

const stripeJs = readFileSync(new URL('./stripe-js.js', import.meta.url), 'utf8');

/** Who sends a request: the server with the secret key, or a browser with the publishable key. */
type Caller = 'server' | 'browser' | null;

function callerOf(request: IncomingMessage, form: FormObject, keys: Required<Pick<StripeStandInOptions, 'secretKey' | 'publishableKey'>>): Caller {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const key = bearer ?? textOf(form.key);
  if (key === keys.secretKey) return 'server';
  if (key === keys.publishableKey) return 'browser';
  return null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const keys = { secretKey: options.secretKey ?? standInKeys.secretKey, publishableKey: options.publishableKey ?? standInKeys.publishableKey };
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const intents = new PaymentIntents();
  // Stripe answers a repeated Idempotency-Key with its first answer; the stripe package sends one
  // with every POST so that its retries never create a second intent.
  const idempotentAnswers = new Map<string, { status: number; body: unknown }>();

  const answer = (request: IncomingMessage, response: ServerResponse, status: number, body: unknown) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
    }
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_standin_${Date.now()}` });
    response.end(JSON.stringify(body, null, 2));
  };

  const route = async (request: IncomingMessage, form: FormObject, path: string, query: URLSearchParams): Promise<{ status: number; body: unknown }> => {
    const caller = callerOf(request, form, keys);
    if (!caller) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
    }
    const intentPath = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9]+)(\/confirm)?$/.exec(path);
    const id = intentPath?.[1];
    // A browser may only touch an intent whose client secret it holds.
    const mayUse = (intentId: string, secret: string | undefined) => caller === 'server' || intents.ownsSecret(intentId, secret);
    if (request.method === 'POST' && path === '/v1/payment_intents' && caller === 'server') return { status: 200, body: intents.create(form) };
    if (request.method === 'GET' && id && !intentPath[2] && mayUse(id, query.get('client_secret') ?? undefined)) return { status: 200, body: intents.get(id) };
    if (request.method === 'POST' && id && intentPath[2] && mayUse(id, textOf(form.client_secret))) return { status: 200, body: intents.confirm(id, form) };
    if (id && caller === 'browser') {
      return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } } };
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'OPTIONS') {
        const origin = request.headers.origin;
        if (origin && allowedOrigins.has(origin)) {
          response.setHeader('access-control-allow-origin', origin);
          response.setHeader('access-control-allow-methods', 'GET, POST');
          response.setHeader('access-control-allow-headers', 'content-type');
        }
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'GET' && (url.pathname === '/v3' || url.pathname === '/v3/')) {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
        response.end(stripeJs);
        return;
      }
      const form = parseStripeForm(request.method === 'POST' ? await readBody(request) : url.search.slice(1));
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      const idempotencyKey = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const remembered = typeof idempotencyKey === 'string' ? idempotentAnswers.get(idempotencyKey) : undefined;
      if (remembered) return answer(request, response, remembered.status, remembered.body);
      let result: { status: number; body: unknown };
      try {
        result = await route(request, form, url.pathname, url.searchParams);
      } catch (error) {
        if (!(error instanceof StripeRefusal)) throw error;
        result = { status: error.status, body: { error: error.body } };
      }
      if (typeof idempotencyKey === 'string') idempotentAnswers.set(idempotencyKey, structuredClone(result));
      answer(request, response, result.status, result.body);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });

  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    intents,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The stripe package keeps its connections alive; they would hold the close open.
        server.closeAllConnections();
      }),
  };
}
