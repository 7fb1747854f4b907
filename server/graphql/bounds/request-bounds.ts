// Bounds every GraphQL request before and while it runs, so that no request can hold the server:
// - the document's nesting, before it is parsed; its size in tokens, while it is parsed
//   (graphql-armor); its depth of selections (armor); and related products one level deep
//   (related-nesting.ts);
// - its cost with the request's real variables (cost.ts), before anything executes: at the
//   resolvers' caps, and when that is over the limit, again in the catalog as it stands (its
//   list maxima, read once per catalog version), so a client asking `first: 100` of lists that
//   hold a few passes;
// - an execution deadline, past which resolvers answer empty (deadline.ts);
// - a lane to the database, so one operation's queries wait their turn among everyone else's and
//   none starts past the deadline (server/db/request-lane.ts);
// - a ceiling on the answer's size, checked before it is written out.
// A refusal before execution costs a parse, a validation and a walk of the document; no resolver
// runs (and the HTTP route answers the same request again from memory: http/refusal-memory.ts).
// The time every request takes is charged to its client by the HTTP route (http/graphql-route.ts).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { getOperationAST, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Database } from '../../db/connection';
import { inLane, RequestLane } from '../../db/request-lane';
import { catalogClockOf, type CatalogState } from '../../domain/catalog/store/catalog-clock';
import { listMaximaOf, type CatalogListMaxima } from '../../domain/catalog/store/list-maxima';
import type { RequestLimits } from '../../domain/rate-limits/request-limits';
import { jsonTextWithin, withDataText } from './answer-text';
import { nestsDeeperThan } from './nesting';
import { requestCost } from './cost';
import { relatedOneLevelDeep } from './related-nesting';
import { Deadline } from './deadline';
import { answerTooLarge, tooDeep, tookTooLong, tooExpensive, tooLarge } from './refusals';

export interface RequestBounds {
  /** Lexical tokens in one document. */
  maxTokens: number;
  /** Levels of nested selections, fragments flattened. */
  maxDepth: number;
  /** The most an operation may cost at the resolvers' caps (cost.ts). */
  maxCost: number;
  /**
   * The most an operation over `maxCost` may cost when counted again in the catalog as it stands:
   * lower, since that count comes close to what the operation really answers.
   */
  maxCatalogCost: number;
  /** How long an operation may run. */
  deadlineMs: number;
  /**
   * How many database queries one operation may have under way at once (server/db/request-lane.ts):
   * PGlite runs one at a time whatever is asked, a PostgreSQL pool as many as it has connections.
   */
  queriesAtOnce: number;
  /** The largest answer, in bytes of JSON. */
  maxAnswerBytes: number;
  /** Whether `__schema` and `__type` may be asked (development turns it on; see server/config.ts). */
  introspection: boolean;
}

// The storefront's heaviest operation is its full product list (getProducts with `first` 9999):
// about 4.3 million by cost.ts at the resolvers' caps, so it passes without a look at the catalog
// (in a catalog of 10,000 products it answers at most some 710,000 values). getProduct costs about
// 120,000 and the cart about 85,000 (tests/server/request-bounds.test.ts measures each of the
// storefront's operations). Other WooGraphQL storefronts ask more of each product (100
// variations, each with its attributes: half a billion at the caps); in the catalog such a list
// counts about 56,000 among the demo's 67 products, and 8.4 million among 10,000 (refused). The
// catalog limit refuses lists nested in lists even among a few dozen products: four levels of
// related products with their reviews count 7.9 million in the demo catalog and would answer
// some 90 MB.
export const defaultRequestBounds: RequestBounds = {
  maxTokens: 2_000,
  maxDepth: 18,
  maxCost: 10_000_000,
  maxCatalogCost: 4_000_000,
  deadlineMs: 5_000,
  queriesAtOnce: 1,
  maxAnswerBytes: 32 * 1024 * 1024,
  introspection: false,
};

/** What the bounds need of a request's context. */
export interface BoundedContext {
  /** The shop's database, whose catalog's list maxima bound the cost. */
  db: Database;
  /** The catalog as the HTTP layer found it for this request, when it read it. */
  catalogState?: CatalogState;
  /** The client's rate limits; absent for the server's own requests. */
  limits?: RequestLimits;
  /** Set here for each execution; resolvers stop at it (deadline.ts). */
  deadline?: Deadline;
  request?: Request;
  /** Present when the answer may go to other requests waiting for the same one (the route's answer cache). */
  answer?: unknown;
}

/**
 * A document nests no deeper than this in brackets and braces: selections at the depth limit, with
 * their fragments and arguments, stay far inside it. Checked on the text before parsing, since
 * graphql-js's parser recurses and a few thousand nested list literals overflow its stack.
 */
const maxDocumentNesting = 64;

/** The document's nesting, before it is parsed. */
export const documentNesting: Plugin = {
  onParse({ params }) {
    if (nestsDeeperThan(String(params.source), maxDocumentNesting)) throw tooDeep();
  },
};

/** The document's size and depth, while it is parsed and validated. */
export function documentBounds(bounds: RequestBounds) {
  return EnvelopArmorPlugin({
    maxTokens: {
      n: bounds.maxTokens,
      propagateOnRejection: false,
      onReject: [
        () => {
          throw tooLarge();
        },
      ],
    },
    maxDepth: {
      n: bounds.maxDepth,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [(context) => context?.reportError(tooDeep())],
    },
    // Aliases and directives are counted by what they ask for, in the cost.
    costLimit: { enabled: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  });
}

/** Introspection, the cost, and for queries the deadline and the answer's size, around execution. */
export function executionBounds(schema: GraphQLSchema, bounds: RequestBounds): Plugin<BoundedContext> {
  return {
    onValidate({ addValidationRule }) {
      if (!bounds.introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
      addValidationRule(relatedOneLevelDeep);
    },
    async onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const { db, catalogState } = args.contextValue;
      const costIn = (maxima?: CatalogListMaxima) =>
        requestCost(schema, args.document, args.variableValues ?? undefined, args.operationName ?? undefined, maxima);
      let atCaps: number;
      try {
        atCaps = costIn();
      } catch {
        // Variables that do not fit the operation: execution refuses them with the precise reason.
        return;
      }
      // Most requests pass at the caps; only the others need the catalog's maxima (and its version).
      if (atCaps > bounds.maxCost) {
        const maxima = await listMaximaOf(db).at(catalogState ?? (await catalogClockOf(db).read()));
        if (costIn(maxima) > bounds.maxCatalogCost) return setResultAndStopExecution({ errors: [tooExpensive()] });
      }
      // A mutation runs or not as a whole, and its answer says what it did: it gets no deadline.
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') {
        const lane = new RequestLane(bounds.queriesAtOnce);
        return setExecuteFn((executeArgs) => inLane(lane, () => executeFn(executeArgs)));
      }

      // An answer other visitors may be waiting for is finished even when its own client has gone.
      const clientGone = args.contextValue.answer ? undefined : args.contextValue.request?.signal;
      const deadline = new Deadline(bounds.deadlineMs, clientGone);
      args.contextValue.deadline = deadline;
      const lane = new RequestLane(bounds.queriesAtOnce, () => deadline.passed());
      setExecuteFn((executeArgs) => inLane(lane, () => executeFn(executeArgs)));
      return {
        async onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          if (deadline.tripped) setResult({ errors: [tookTooLong()] });
          else if (result.data !== undefined && result.data !== null) {
            const dataText = await jsonTextWithin(result.data, bounds.maxAnswerBytes);
            setResult(dataText === null ? { errors: [answerTooLarge()] } : withDataText(result, dataText));
          }
        },
      };
    },
  };
}
