// Mounts the GraphQL endpoint on the HTTP server: POST for queries and mutations, GET for
// queries only. Bodies are read here, in the route's own scope, before Yoga sees them: at most
// `maxBodyBytes`, a JSON object only, nested at most `maxJsonNesting` deep (checked before parsing,
// as is a GET's `variables`); anything else is refused with a 4xx and a GraphQL-shaped error body
// whose `extensions.code` names the refusal, as every other refusal of the endpoint does.
//
// Answers go out compressed when the client accepts it (brotli, else gzip; small ones as they
// are). Public catalog answers are kept, compressed, for as long as the catalog is unchanged, the
// way WPGraphQL Smart Cache keeps them for WooNuxt: a repeated request for the full product list
// costs one version read. Kept are only answers to anonymous requests (no Authorization, no
// woocommerce-session header) for queries of public catalog fields that ran without errors; each
// is kept under everything of the request that can change the answer, and under the catalog's
// generation read before the answer was made, so a catalog write shows in the very next answer.
// Refusals of a request's text are remembered apart and answered before anything else (RefusalMemory).
// The server's time every request takes, and every refusal of a request as a whole, are charged to
// its client (AddressLedger), and a client over either limit is refused before its body is read.
import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionHeader } from '../../common/sessionHeader';
import { taxLocationOfCookies, taxLocationText } from '../../common/taxLocation';
import { requestLocale } from '../mail/request-locale';
import type { Database } from '../db/connection';
import { catalogClockOf } from '../domain/catalog/store/catalog-clock';
import { defaultSessionSettings } from '../graphql/context';
import { defaultRateLimits } from '../domain/rate-limits/rate-limit-rules';
import { RateLimitedError } from '../domain/rate-limits/rate-limited-error';
import { AddressLedger, serverTimeTokenMs } from '../domain/rate-limits/address-ledger';
import { measuringTimeElsewhere, TimeElsewhere } from '../domain/rate-limits/time-elsewhere';
import { TimeShares, type TimeShare } from '../domain/rate-limits/time-shares';
import { RequestSession, type SessionSettings } from '../domain/session/request-session';
import { createGraphQLServer, graphqlPath, type AnswerNote, type GraphQLServerContext, type GraphQLServerOptions } from '../graphql/yoga';
import { Answer, AnswerCache, minCompressedBytes } from './answer-cache';
import { acceptedEncoding } from './compressed';
import { nestsDeeperThan } from '../graphql/bounds/nesting';
import { RefusalMemory, refusalCode } from './refusal-memory';
import { defaultSettings } from '../../common/settings';
import { cartPricingOf } from '../domain/cart/cart-pricing';

export interface GraphQLRouteOptions extends GraphQLServerOptions {
  /** The byte budget of kept public answers; 0 keeps none. */
  answerCacheBytes?: number;
  /** How cart sessions are signed and how long they last. */
  session?: SessionSettings;
}

/** Far above the largest document the token limit lets through, with a review's text in its variables. */
export const maxBodyBytes = 128 * 1024;
/** Variables nest a few levels (an input object in a list); this is ample and keeps every walk shallow. */
export const maxJsonNesting = 32;

class BadRequest extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly code: 'INVALID_JSON' | 'JSON_TOO_DEEP' | 'INVALID_BODY',
  ) {
    super(message);
  }
}

/**
 * Whether Yoga can take `value` as the parsed body: an object with members. Yoga reads anything
 * else (null, a list, a number, a string, {}) again from the request's spent stream, and answers
 * with its JSON parser's error, internals included.
 */
function isRequestObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;
}

function parseJsonBody(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void): void {
  if (nestsDeeperThan(body, maxJsonNesting)) return done(new BadRequest('The request body is nested too deeply.', 'JSON_TOO_DEEP'));
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return done(new BadRequest('The request body is not valid JSON.', 'INVALID_JSON'));
  }
  if (!isRequestObject(value)) return done(new BadRequest('The request body must be a JSON object with a "query".', 'INVALID_BODY'));
  done(null, value);
}

/** A GET's JSON parameters get the same checks as a body. */
function checkQueryParameters(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown>;
  for (const name of ['variables', 'extensions']) {
    const value = query[name];
    if (typeof value !== 'string') continue;
    if (nestsDeeperThan(value, maxJsonNesting)) throw new BadRequest(`The "${name}" parameter is nested too deeply.`, 'JSON_TOO_DEEP');
    try {
      JSON.parse(value);
    } catch {
      throw new BadRequest(`The "${name}" parameter is not valid JSON.`, 'INVALID_JSON');
    }
  }
}

/** Fastify's own refusals (body too large, unknown content type…) as GraphQL clients read errors. */
function answerRouteError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error(error);
  const message =
    status === 413 ? 'The request body is too large.' : status === 415 ? 'Send the request as application/json.' : status === 500 ? 'Internal server error' : error.message;
  const code =
    error instanceof BadRequest
      ? error.code
      : status === 413
        ? 'BODY_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : status === 500
            ? 'INTERNAL_SERVER_ERROR'
            : 'BAD_REQUEST';
  return reply.status(status).type('application/json; charset=utf-8').send({ errors: [{ message, extensions: { code } }] });
}

/** How long a client over its `serverTime` limit waits for its refusal. */
const overdrawnAnswerDelayMs = 1_000;

/**
 * A request whose auth token did not count ran as a guest's and was answered, under 401 or 403
 * (graphql/accounts/refused-auth-token.ts): not a refusal, however its status reads.
 */
function answeredAsGuest(status: number): boolean {
  return status === 401 || status === 403;
}

/** A client over its `serverTime` limit, answered as every rate limit is (429, Retry-After, RATE_LIMITED). */
function answerOverdrawn(reply: FastifyReply, waitSeconds: number): FastifyReply {
  const { message, extensions } = new RateLimitedError(waitSeconds);
  return reply
    .status(429)
    .header('retry-after', String(waitSeconds))
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code: extensions.code } }] });
}

/** Each request's share of the server while it is in flight (time-shares.ts), kept for every route. */
interface RequestShares {
  clock: TimeShares;
  of: WeakMap<FastifyRequest, TimeShare>;
}

export function registerGraphQLRoute(app: FastifyInstance, db: Database, options: GraphQLRouteOptions = {}): void {
  // Every request the server answers shares it, pages too, so the hooks are the whole server's.
  const shares: RequestShares = { clock: new TimeShares(), of: new WeakMap() };
  app.addHook('onRequest', async (request) => void shares.of.set(request, shares.clock.begin()));
  // A request ends with its answer sent, or without one when its connection is lost.
  const end = async (request: FastifyRequest) => {
    const share = shares.of.get(request);
    if (share) shares.clock.end(share);
  };
  app.addHook('onResponse', end);
  app.addHook('onRequestAbort', end);
  void app.register(async (scope) => routeInScope(scope, db, options, shares));
}

function routeInScope(app: FastifyInstance, db: Database, options: GraphQLRouteOptions, shares: RequestShares): void {
  const yoga = createGraphQLServer(db, options);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: maxBodyBytes }, parseJsonBody);
  app.setErrorHandler(answerRouteError);
  const clock = catalogClockOf(db);
  const answerCacheBytes = options.answerCacheBytes ?? 64 * 1024 * 1024;
  const answers = answerCacheBytes > 0 ? new AnswerCache(answerCacheBytes) : null;
  const refusals = new RefusalMemory();
  const rules = options.rateLimits ?? defaultRateLimits;
  const serverTime = new AddressLedger(db, 'serverTime', rules.serverTime.address, serverTimeTokenMs);
  const refusedRequests = new AddressLedger(db, 'refusedRequest', rules.refusedRequest.address, 1);
  const refusedAnswers = new WeakSet<FastifyRequest>();
  const timesElsewhere = new WeakMap<FastifyRequest, TimeElsewhere>();
  // Before the body is read: a client still paying back the server's time it took, or its refused
  // requests, is refused, and no sooner than a second later, so that requests sent back to back
  // cost the server a timer each (hundreds a second, each answered at once, took a tenth of it).
  // The second is not charged.
  app.addHook('onRequest', async (request, reply) => {
    const wait = Math.max(serverTime.waitOf(request.ip), refusedRequests.waitOf(request.ip));
    if (wait > 0) {
      // Held back, it takes nothing of the server: the second is not charged, nor shared.
      const held = shares.of.get(request);
      if (held) shares.clock.end(held);
      await setTimeout(overdrawnAnswerDelayMs);
      shares.of.set(request, shares.clock.begin());
      return answerOverdrawn(reply, wait);
    }
  });
  // Once the answer is made, before it is sent: a client slow to read it is not charged for that,
  // nor for the time its request waited on another service (a payment provider); of the rest, its
  // share of the server while it was in flight (time-shares.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    const share = shares.of.get(request);
    if (share) {
      const { shareMs, wallMs } = shares.clock.end(share);
      const ownShare = wallMs > 0 ? Math.max(0, 1 - (timesElsewhere.get(request)?.ms ?? 0) / wallMs) : 1;
      serverTime.add(request.ip, shareMs * ownShare);
    }
    if (refusedAnswers.has(request) || (reply.statusCode >= 400 && !answeredAsGuest(reply.statusCode))) refusedRequests.add(request.ip, 1);
    return payload;
  });

  // Carts are priced by the store's tax options.
  const storeSettings = options.storeSettings ?? defaultSettings;
  const sessionSettings = { ...(options.session ?? defaultSessionSettings), pricing: cartPricingOf(storeSettings) };

  const run = async (request: FastifyRequest, reply: FastifyReply, context: GraphQLServerContext): Promise<Answer | Response> => {
    const session = new RequestSession(db, sessionSettings, headerText(request.headers[sessionHeader]));
    const response = await yoga.handleNodeRequestAndResponse(request, reply, {
      ...context,
      session,
      clientAddress: request.ip,
      requestOrigin: `${request.protocol}://${request.host}`,
    });
    // A new or renewed session token goes back in the header WooGraphQL uses.
    if (session.outgoingToken) response.headers.set(sessionHeader, session.outgoingToken);
    // Event streams and multipart answers go out as they come.
    if (!/^application\/(graphql-response\+)?json\b/i.test(response.headers.get('content-type') ?? '')) return response;
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => void (name.toLowerCase() !== 'content-length' && headers.push([name, value])));
    return new Answer(response.status, headers, Buffer.from(await response.arrayBuffer()));
  };

  app.route({
    url: graphqlPath,
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: maxBodyBytes,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'GET') checkQueryParameters(request);
      const key = requestKey(request);
      const refused = key && refusals.get(key);
      if (refused) {
        refusedAnswers.add(request);
        return send(request, reply, refused);
      }
      const elsewhere = new TimeElsewhere();
      timesElsewhere.set(request, elsewhere);
      const answer = await measuringTimeElsewhere(elsewhere, () => answerTo(request, reply, key));
      // Refused as a whole, though answered with 200 to a client asking for plain JSON.
      if (answer instanceof Answer && refusalCode(answer) !== null) refusedAnswers.add(request);
      if (key) refusals.note(key, answer);
      return send(request, reply, answer);
    },
  });

  const answerTo = async (request: FastifyRequest, reply: FastifyReply, key: string | null): Promise<Answer | Response> => {
    if (!answers || !key || !isAnonymous(request)) return run(request, reply, {});
    const catalogState = await clock.read();
    return answers.get(key, catalogState.generation, async () => {
      const note: AnswerNote = { shareable: false };
      const value = await run(request, reply, { catalogState, answer: note });
      return { value, keep: note.shareable && value instanceof Answer && value.status === 200 };
    });
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Everything of a request but who sends it, hashed: what an anonymous request's answer depends on
 * (Origin, Host and Accept choose the CORS headers and the content type; the protocol and Host, the
 * origin of its image URLs; the language its cookie or Accept-Language resolve to, the words of its
 * store data and refusals; the tax location its cookie names, whose tax its prices show:
 * common/taxLocation.ts), and all a refusal of its text depends on. The cookie and
 * Accept-Language themselves are not part of it: visitors asking in one language, taxed in one
 * place, share one answer. Null for anything but a query or mutation sent by GET or POST.
 */
function requestKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'POST') return null;
  const { headers } = request;
  const locale = requestLocale({ get: (name) => headerText(headers[name]) ?? null });
  const taxLocation = taxLocationOfCookies(headers.cookie);
  const parts = [request.method, request.protocol, request.url, headers['content-type'], headers.accept, headers.origin, headers.host, locale, taxLocation && taxLocationText(taxLocation), request.body];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** Who a shopper is travels in these two headers; a request with neither may share its answer. */
function isAnonymous(request: FastifyRequest): boolean {
  return request.headers.authorization === undefined && request.headers[sessionHeader] === undefined;
}

async function send(request: FastifyRequest, reply: FastifyReply, answer: Answer | Response): Promise<FastifyReply> {
  if (!(answer instanceof Answer)) {
    answer.headers.forEach((value, name) => void reply.header(name, value));
    return reply.status(answer.status).send(answer.body);
  }
  reply.status(answer.status);
  let vary = 'Accept-Encoding';
  for (const [name, value] of answer.headers) {
    if (name.toLowerCase() === 'vary') vary = `${value}, ${vary}`;
    else reply.header(name, value);
  }
  reply.header('vary', vary);
  const encoding = answer.identity.length >= minCompressedBytes ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(await answer.body(encoding));
}
