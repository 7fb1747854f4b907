// Refusals as a WooGraphQL client meets them: every one is a GraphQL error with a code in
// `extensions`, under an HTTP status that says what kind it is. A request refused for what it asks
// (a body that is no JSON, a document the schema refuses, one over the bounds) is a 400 to clients
// that accept application/graphql-response+json, as validation errors are, and a 200 to those asking
// only for application/json, as the GraphQL-over-HTTP spec has it; a client over a rate limit gets a
// 429 with Retry-After either way.
import { expect, it } from 'vitest';
import { describeBackends, noRateLimits } from '../server/harness';

const graphqlResponse = 'application/graphql-response+json, application/json';
const deep = `{ productCategories(first: 1) { nodes { ${'ancestors(first: 1) { nodes { '.repeat(12)}id${' } }'.repeat(12)} } } }`;
// Sixty product lists, each reading the whole catalog: over the bounds even counted on the demo catalog as it stands.
const costly = `{ ${Array.from({ length: 60 }, (_, index) => `l${index}: products(first: 1) { nodes { id } }`).join(' ')} }`;
const large = `{ ${Array.from({ length: 1_200 }, (_, index) => `a${index}: __typename`).join(' ')} }`;

async function post(url: string, body: string, accept = graphqlResponse) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body });
  const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), codes: answer.errors?.map((error) => error.extensions?.code) };
}

const query = (text: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query: text, variables });

describeBackends(
  'refusals to a WooGraphQL client',
  (use) => {
    it('names every refusal of what a request asks with a code, 400 to graphql-response clients and 200 to plain JSON ones', async () => {
      const refused = {
        GRAPHQL_VALIDATION_FAILED: query('{ products { nodes { noSuchField } } }'),
        GRAPHQL_PARSE_FAILED: query('{ products '),
        QUERY_TOO_DEEP: query(deep),
        QUERY_TOO_LARGE: query(large),
        QUERY_TOO_EXPENSIVE: query(costly),
      };
      for (const [code, body] of Object.entries(refused)) {
        expect(await post(use().url, body), code).toMatchObject({ status: 400, codes: [code] });
        expect(await post(use().url, body, 'application/json'), code).toMatchObject({ status: 200, codes: [code] });
      }
    });

    it('names the refusals of a body that is not a GraphQL request', async () => {
      expect(await post(use().url, '{"query": ')).toMatchObject({ status: 400, codes: ['INVALID_JSON'] });
      expect(await post(use().url, `{"query": "{ __typename }", "variables": ${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`)).toMatchObject({
        status: 400,
        codes: ['JSON_TOO_DEEP'],
      });
      expect(await post(use().url, JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(200_000) } }))).toMatchObject({
        status: 413,
        codes: ['BODY_TOO_LARGE'],
      });
      const text = await fetch(use().url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ __typename }' });
      expect(text.status).toBe(415);
      expect(((await text.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers a client over a rate limit with 429, RATE_LIMITED and Retry-After', async () => {
      const review = `mutation ($input: WriteReviewInput!) { writeReview(input: $input) { rating } }`;
      const input = { commentOn: 0, rating: 5, content: 'Fine.', author: 'Ann', authorEmail: 'ann@example.com' };
      await post(use().url, query(review, { input }), 'application/json');
      const refused = await post(use().url, query(review, { input }), 'application/json');
      expect(refused).toMatchObject({ status: 429, codes: ['RATE_LIMITED'] });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    });
  },
  { route: { rateLimits: { ...noRateLimits, review: { address: { limit: 1, perSeconds: 600 } } } } },
);
