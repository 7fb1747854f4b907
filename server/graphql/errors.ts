// What callers see of a failure: GraphQL errors (invalid queries, refusals of the request bounds)
// and the domain's InputErrors and RateLimitedErrors say what was wrong; anything else is a fault
// of ours and is answered with a generic message, so no internals or stack traces leave the server.
import { GraphQLError } from 'graphql';
import { InputError } from '../domain/input-error';
import { RateLimitedError } from '../domain/rate-limits/rate-limited-error';

const unexpectedErrorMessage = 'Internal server error';

// By name rather than instanceof: libraries loading graphql's CommonJS build (graphql-armor)
// throw a different GraphQLError class than the ES module one.
const isGraphQLError = (error: unknown): error is GraphQLError => error instanceof Error && error.name === 'GraphQLError';

/** The error to report: the same error when the caller may read it, else a generic one. */
export function maskError(error: unknown): Error {
  if (isGraphQLError(error)) {
    const cause = error.originalError;
    if (!cause || isGraphQLError(cause) || cause instanceof InputError || cause instanceof RateLimitedError) return error;
  }
  const at = isGraphQLError(error) ? error : undefined;
  return new GraphQLError(unexpectedErrorMessage, { nodes: at?.nodes, path: at?.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
