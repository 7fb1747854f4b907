// The /graphql endpoint: GraphQL Yoga over the schema, with graphql-armor bounding what one
// request may ask (depth, cost, aliases, tokens). The limits sit well above what the storefront's
// own operations need (tests/server/armor.test.ts measures them), so only abuse is refused.
// Yoga itself refuses mutations sent by GET.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga, isAsyncIterable, type Plugin } from 'graphql-yoga';
import { sessionHeader } from '../../src/graphql/client';
import type { Database } from '../db/connection';
import type { CatalogState } from '../domain/catalog-cache';
import type { RequestSession } from '../domain/session/request-session';
import { createContext } from './context';
import { maskError } from './errors';
import { schema } from './schema';
import { readsPublicCatalogOnly } from './shareable';

// getProduct is the heaviest operation: depth 8, cost about 65,000 (armor's cost grows by half
// with every level and multiplies by a literal `first`), 7 aliases, about 370 tokens. The cart
// mutations nest deepest: depth 9 (mutation, payload, cart, lines, product, image).
export const armorLimits = {
  maxDepth: 18,
  maxCost: 200_000,
  maxAliases: 15,
  maxTokens: 1_000,
  maxDirectives: 20,
};

export const graphqlPath = '/graphql';

/** What the HTTP layer hands one request (all optional). */
export interface GraphQLServerContext {
  /** The catalog as the HTTP layer found it for this request, so it is read once. */
  catalogState?: CatalogState;
  /** Filled in while the answer is made. */
  answer?: AnswerNote;
  /** The visitor's cart session, from the request's `woocommerce-session` header. */
  session?: RequestSession;
}

export interface AnswerNote {
  /** The operation ran, and is one whose answer every anonymous visitor may share (see shareable.ts). */
  shareable: boolean;
}

const noteShareableAnswers: Plugin<GraphQLServerContext> = {
  onExecute({ args }) {
    const note = args.contextValue.answer;
    if (!note) return;
    return {
      onExecuteDone({ result }) {
        note.shareable = !isAsyncIterable(result) && !result.errors?.length && readsPublicCatalogOnly(args.document, args.operationName);
      },
    };
  },
};

export function createGraphQLServer(db: Database) {
  return createYoga<GraphQLServerContext>({
    schema,
    graphqlEndpoint: graphqlPath,
    context: ({ catalogState, session }) => createContext(db, { catalogState, session }),
    maskedErrors: { maskError },
    // Any origin may ask (Yoga's default); a storefront on another origin must also be able to read
    // the session token the store hands out.
    cors: { exposedHeaders: [sessionHeader] },
    graphiql: false,
    landingPage: false,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: armorLimits.maxDepth, exposeLimits: true, flattenFragments: true },
        costLimit: { maxCost: armorLimits.maxCost, exposeLimits: true, flattenFragments: true },
        maxAliases: { n: armorLimits.maxAliases, exposeLimits: true },
        maxTokens: { n: armorLimits.maxTokens, exposeLimits: true },
        maxDirectives: { n: armorLimits.maxDirectives, exposeLimits: true },
        blockFieldSuggestion: { enabled: true },
      }),
      noteShareableAnswers,
    ],
  });
}
