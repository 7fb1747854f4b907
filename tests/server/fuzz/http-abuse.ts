// Requests that are wrong as HTTP or as a GraphQL-over-HTTP envelope: wrong or missing content
// types, invalid JSON, JSON that is not an object, parameters of the wrong kind, variables nested
// thousands of levels deep, bodies past any sensible size, invalid UTF-8, GET parameters the
// server cannot read, methods and paths it does not serve, and Accept headers it may not speak.
import type { Operation } from './documents';
import { getWithParameters, graphqlPath, jsonPost, type FuzzRequest } from './http-request';
import type { Random } from './random';

const deepArrays = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const invalidUtf8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
].map((bytes) => Buffer.from(bytes));

function request(kind: string, method: string, body: string | Buffer | undefined, headers: Record<string, string> = {}, path = graphqlPath): FuzzRequest {
  return { kind, method, path, headers, body: typeof body === 'string' ? Buffer.from(body) : body };
}

const json = (kind: string, body: string | Buffer) => request(kind, 'POST', body, { 'content-type': 'application/json' });

export function abusiveRequest(random: Random, operation: Operation): FuzzRequest {
  const payload = { query: operation.text, variables: operation.variables, operationName: operation.operationName };
  const payloadText = JSON.stringify(payload);
  const query = JSON.stringify(operation.text);
  return random.weighted<() => FuzzRequest>([
    [3, () => {
      const contentType = random.pick([undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/graphql', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/jsonx', 'application/graphql-response+json', ';;;', '*/*', 'application/json, text/plain']);
      return request('http: content type', 'POST', payloadText, contentType === undefined ? {} : { 'content-type': contentType });
    }],
    [3, () => json('http: invalid JSON', random.pick([
      '',
      ' ',
      payloadText.slice(0, random.int(0, payloadText.length - 1)),
      `${payloadText},`,
      `{"query": ${query},}`,
      `{'query': '{ __typename }'}`,
      '{"query": "{ __typename }", "variables": NaN}',
      '{"query": "{ __typename }"}{"query": "{ __typename }"}',
      '\ufeff{"query": "{ __typename }"}',
      '{"query": "\\ud800{ __typename }"}',
      '{"query": "\\x41"}',
      '{"__proto__": {"polluted": true}, "query": "{ __typename }"}',
      '{"constructor": {"prototype": {"polluted": true}}, "query": "{ __typename }"}',
    ]))],
    [2, () => json('http: JSON not an object', random.pick(['null', 'true', '0', '-1e999', '"{ __typename }"', '[]', `[${payloadText}]`, `[${payloadText}, ${payloadText}]`, `[${'null,'.repeat(1000)}null]`]))],
    [2, () => jsonPost('http: query not a string', { ...payload, query: random.pick([null, 42, true, {}, [operation.text], { query: operation.text }, '']) })],
    [2, () => jsonPost('http: variables not an object', { ...payload, variables: random.pick([JSON.stringify(operation.variables), '{', [operation.variables], 42, true, 'null']) })],
    [1, () => jsonPost('http: operationName not a string', { ...payload, operationName: random.pick([42, {}, [], true, 'x'.repeat(100_000)]) })],
    [1, () => jsonPost('http: extensions', { ...payload, extensions: random.pick([42, 'x', [], { persistedQuery: { version: 1, sha256Hash: 'abc' } }, { persistedQuery: null }]) })],
    [3, () => {
      const depth = random.pick([100, 1_000, 5_000, 20_000, 50_000]);
      const deep = random.chance(0.5) ? deepArrays(depth) : deepObjects(depth);
      const where = random.weighted<() => string>([
        [3, () => `{"query": "query($v: [Int]) { products(where: { include: $v }) { nodes { id } } }", "variables": {"v": ${deep}}}`],
        [2, () => `{"query": "query($v: RootQueryToProductConnectionWhereArgs) { products(where: $v) { nodes { id } } }", "variables": {"v": {"orderby": ${deep}}}}`],
        [2, () => `{"query": "query($v: String) { products(where: { search: $v }) { nodes { id } } }", "variables": {"v": ${deep}}}`],
        [1, () => `{"query": "{ __typename }", "variables": {"unused": ${deep}}}`],
        [1, () => `{"query": "{ __typename }", "extensions": ${deep}}`],
        [1, () => `{"query": ${deep}}`],
        [1, () => deep],
      ])();
      return json('http: deeply nested JSON', where);
    }],
    [1, () => {
      // From a review's worth to well past any sensible body limit; beyond that, size changes nothing.
      const size = Math.floor(10_000 * 150 ** random.next());
      return random.chance(0.5)
        ? jsonPost('http: large body', { ...payload, variables: { ...operation.variables, padding: 'x'.repeat(size) } })
        : jsonPost('http: large body', { query: `${operation.text}${' '.repeat(size)}`, variables: operation.variables });
    }],
    [2, () => {
      const bytes = Buffer.from(payloadText);
      const at = random.int(0, bytes.length);
      const broken = Buffer.concat([bytes.subarray(0, at), random.pick(invalidUtf8), bytes.subarray(at)]);
      return json('http: invalid UTF-8', random.chance(0.3) ? Buffer.from(payloadText, 'utf16le') : broken);
    }],
    [3, () => {
      const parameters: Record<string, string> = random.weighted<() => Record<string, string>>([
        [2, () => ({ query: operation.text, variables: random.pick(['{', 'null', '[]', '42', '"x"', deepArrays(random.pick([100, 5_000])), 'x'.repeat(random.int(1, 20_000))]) })],
        [1, () => ({ variables: JSON.stringify(operation.variables) })],
        [1, () => ({ query: operation.text, extensions: random.pick(['{', '[]', '{"persistedQuery":{"version":1,"sha256Hash":"00"}}']) })],
        [1, () => ({ query: operation.text, operationName: random.pick(['', 'Nope', '{}']) })],
        [1, () => ({ query: `{ products { nodes { id } } }${' '.repeat(random.int(4_000, 40_000))}` })],
      ])();
      return getWithParameters('http: GET with bad parameters', parameters);
    }],
    [1, () => {
      const path = random.pick([`${graphqlPath}?query=%E0%A4%A`, `${graphqlPath}?query=%ff%fe`, `${graphqlPath}?query=a&query=b`, `${graphqlPath}?query[]=x`, `${graphqlPath}?query=%00`, `${graphqlPath}?=&&=`]);
      return request('http: GET with bad parameters', 'GET', undefined, {}, path);
    }],
    [2, () => {
      const method = random.pick(['PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'PROPFIND', 'SEARCH', 'TRACE', 'FOO', 'QUERY']);
      const headers: Record<string, string> = method === 'OPTIONS' ? { origin: 'https://evil.example', 'access-control-request-method': random.pick(['POST', 'PUT', 'X']), 'access-control-request-headers': 'woocommerce-session, x-y' } : {};
      return request('http: other method', method, random.chance(0.5) ? payloadText : undefined, { 'content-type': 'application/json', ...headers });
    }],
    [1, () => {
      const path = random.pick(['/graphql/', '/GRAPHQL', '/graphql;x', '//graphql', '/graphql/..', '/graphql%00', '/graphql/%2e%2e', `/${'a'.repeat(10_000)}`]);
      return request('http: other path', 'POST', payloadText, { 'content-type': 'application/json' }, path);
    }],
    [2, () => {
      const accept = random.pick(['text/event-stream', 'multipart/mixed', 'application/graphql-response+json', 'text/html', 'image/png', '*/*;q=x', '', 'application/json;q=0']);
      const headers: Record<string, string> = { accept };
      if (random.chance(0.5)) headers['accept-encoding'] = random.pick(['br', 'gzip', 'deflate', 'zstd', 'br;q=0, gzip;q=0', '*', 'identity;q=0', 'x'.repeat(5_000)]);
      return jsonPost('http: accept headers', payload, headers);
    }],
    [1, () => jsonPost('http: batch', Array.from({ length: random.int(2, 20) }, () => payload))],
  ])();
}
