// The errors a request gets when it is refused for what it would cost. Each says plainly what was
// wrong and what to do; none gives the limit or the figure it computed, which would only help
// someone tune an attack. `extensions.code` names the refusal for programs. The HTTP status
// travels in `extensions.http` (Yoga answers with it and leaves it out of the body); `spec` makes
// it follow the GraphQL-over-HTTP spec as validation errors do: 400 to clients that accept
// application/graphql-response+json (the storefront does), 200 to those asking only for JSON.
import { GraphQLError } from 'graphql';

function refusal(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400, spec: true } } });
}

export const tooLarge = () =>
  refusal('Query is too large. Send a shorter document.', 'QUERY_TOO_LARGE');

export const tooDeep = () =>
  refusal('Query is nested too deeply. Ask for fewer levels of related items.', 'QUERY_TOO_DEEP');

export const tooExpensive = () =>
  refusal('Query is too expensive. Ask for fewer items or fewer fields.', 'QUERY_TOO_EXPENSIVE');

export const answerTooLarge = () =>
  refusal('The answer would be too large. Ask for fewer items or fewer fields.', 'ANSWER_TOO_LARGE');

// An execution error, so 200 as the GraphQL-over-HTTP spec has it for a request that started to run.
export const tookTooLong = () =>
  new GraphQLError('The query took too long and was stopped. Ask for fewer items or fewer fields.', {
    extensions: { code: 'QUERY_TIMEOUT' },
  });
