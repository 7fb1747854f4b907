// Mounts the GraphQL endpoint on the HTTP server: POST for queries and mutations, GET for
// queries only. Fastify has already parsed a JSON body; Yoga reads it from the request.
//
// Answers go out compressed when the client accepts it (brotli, else gzip; small ones as they
// are). Public catalog answers are kept, compressed, for as long as the catalog is unchanged, the
// way WPGraphQL Smart Cache keeps them for WooNuxt: a repeated request for the full product list
// costs one version read. Kept are only answers to anonymous requests (no Authorization, no
// woocommerce-session header) for queries of public catalog fields that ran without errors; each
// is kept under everything of the request that can change the answer, and under the catalog's
// generation read before the answer was made, so a catalog write shows in the very next answer.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionHeader } from '../../src/graphql/client';
import type { Database } from '../db/connection';
import { catalogClockOf } from '../domain/catalog-cache';
import { defaultSessionSettings } from '../graphql/context';
import { RequestSession, type SessionSettings } from '../domain/session/request-session';
import { createGraphQLServer, graphqlPath, type AnswerNote, type GraphQLServerContext } from '../graphql/yoga';
import { Answer, AnswerCache, minCompressedBytes } from './answer-cache';
import { acceptedEncoding } from './compressed';

export interface GraphQLRouteOptions {
  /** The byte budget of kept public answers; 0 keeps none. */
  answerCacheBytes?: number;
  /** How cart sessions are signed and how long they last. */
  session?: SessionSettings;
}

export function registerGraphQLRoute(app: FastifyInstance, db: Database, options: GraphQLRouteOptions = {}): void {
  const yoga = createGraphQLServer(db);
  const clock = catalogClockOf(db);
  const answerCacheBytes = options.answerCacheBytes ?? 64 * 1024 * 1024;
  const answers = answerCacheBytes > 0 ? new AnswerCache(answerCacheBytes) : null;

  const sessionSettings = options.session ?? defaultSessionSettings;

  const run = async (request: FastifyRequest, reply: FastifyReply, context: GraphQLServerContext): Promise<Answer | Response> => {
    const session = new RequestSession(db, sessionSettings, headerText(request.headers[sessionHeader]));
    const response = await yoga.handleNodeRequestAndResponse(request, reply, { ...context, session });
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
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = answers && sharedAnswerKey(request);
      if (!answers || !key) return send(request, reply, await run(request, reply, {}));
      const catalogState = await clock.read();
      const answer = await answers.get(key, catalogState.generation, async () => {
        const note: AnswerNote = { shareable: false };
        const value = await run(request, reply, { catalogState, answer: note });
        return { value, keep: note.shareable && value instanceof Answer && value.status === 200 };
      });
      return send(request, reply, answer);
    },
  });
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * What the answer to an anonymous request depends on, hashed; null when the request must be
 * answered for itself alone. Origin and Accept are part of it: they choose Yoga's CORS headers and
 * content type. Cookies are not (the storefront sends its locale cookie, which no field reads);
 * who a shopper is travels in the two headers.
 */
function sharedAnswerKey(request: FastifyRequest): string | null {
  const { headers } = request;
  if (headers.authorization !== undefined || headers[sessionHeader] !== undefined) return null;
  if (request.method !== 'GET' && request.method !== 'POST') return null;
  const parts = [request.method, request.url, headers['content-type'], headers.accept, headers.origin, request.body];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
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
