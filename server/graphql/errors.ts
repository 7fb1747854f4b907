// What callers see of a failure: GraphQL errors (invalid queries, refusals of the request bounds)
// and the domain's InputErrors and RateLimitedErrors say what was wrong; anything else is a fault
// of ours and is answered with a generic message, so no internals or stack traces leave the server
// (and Yoga logs it, as it logs every error masked here).
import { GraphQLError } from 'graphql';
import { RequestStopped } from '../db/request-lane';
import { InputError } from '../domain/input-error';
import { RateLimitedError } from '../domain/rate-limits/rate-limited-error';

const unexpectedErrorMessage = 'Internal server error';

// By name rather than instanceof: libraries loading graphql's CommonJS build (graphql-armor)
// throw a different GraphQLError class than the ES module one.
const isGraphQLError = (error: unknown): error is GraphQLError => error instanceof Error && error.name === 'GraphQLError';

/** Whether a query failed only because its request's lane did not start it (wrapped by the driver, then by graphql-js). */
function stoppedByItsRequest(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = isGraphQLError(cause) ? cause.originalError : cause.cause) {
    if (cause instanceof RequestStopped) return true;
  }
  return false;
}

/** The error to report: the same error when the caller may read it, else a generic one. */
export function maskError(error: unknown): Error {
  // Nothing went wrong, and nothing is logged: the lane stops a request only once its deadline has
  // passed or its client has gone, and the deadline's refusal then replaces the whole answer.
  if (stoppedByItsRequest(error)) return error as Error;
  if (isGraphQLError(error)) {
    const cause = error.originalError;
    if (!cause || isGraphQLError(cause) || cause instanceof InputError || cause instanceof RateLimitedError) return error;
  }
  const at = isGraphQLError(error) ? error : undefined;
  return new GraphQLError(unexpectedErrorMessage, { nodes: at?.nodes, path: at?.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
