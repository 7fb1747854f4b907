// The /graphql endpoint: GraphQL Yoga over the schema, with graphql-armor bounding what one
// request may ask (depth, cost, aliases, tokens). The limits sit well above what the storefront's
// own operations need (tests/server/armor.test.ts measures them), so only abuse is refused.
// Yoga itself refuses mutations sent by GET.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga } from 'graphql-yoga';
import type { Database } from '../db/connection';
import { createContext } from './context';
import { maskError } from './errors';
import { schema } from './schema';

// getProduct is the heaviest operation: depth 8, cost about 65,000 (armor's cost grows by half
// with every level and multiplies by a literal `first`), 7 aliases, about 370 tokens.
export const armorLimits = {
  maxDepth: 15,
  maxCost: 200_000,
  maxAliases: 15,
  maxTokens: 1_000,
  maxDirectives: 20,
};

export const graphqlPath = '/graphql';

export function createGraphQLServer(db: Database) {
  return createYoga({
    schema,
    graphqlEndpoint: graphqlPath,
    context: () => createContext(db),
    maskedErrors: { maskError },
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
    ],
  });
}
