// The attacks of bench/abuse-load.ts, each as the request an attacker's script sends, numbered `n`
// from 0 on. Each request differs a little from the one before it (a number in the text, a variable,
// the product asked for), as a script written against a shop that keeps answers would do: then
// neither the shared answer cache nor the memory of refused texts answers it for free, and every
// request costs the shop what the shape costs, until a limit stops it.
import { operationText } from '../../tests/server/operation-text';

/** What the attacks aim at, found in the demo shop before they start. */
export interface AttackTarget {
  /** A product to review. */
  productId: number;
  /** Products whose related products to walk. */
  productSlugs: string[];
  /** An account's username whose password to guess. */
  account: string;
}

export interface AttackRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface AttackShape {
  name: string;
  request: (n: number, target: AttackTarget) => AttackRequest;
}

const jsonHeaders = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };

function graphql(query: string, variables: Record<string, unknown>): AttackRequest {
  return { method: 'POST', path: '/graphql', headers: jsonHeaders, body: JSON.stringify({ query, variables }) };
}

const writeReview = operationText('WriteReview');

function review(content: string, target: AttackTarget): AttackRequest {
  return graphql(writeReview, { commentOn: target.productId, rating: 1, content, author: 'A. Visitor', authorEmail: 'visitor@example.com' });
}

/** A product's fields with its related products' nested `levels` deep, no `first` given. */
function relatedDeep(levels: number): string {
  let selection = 'databaseId name';
  for (let level = 0; level < levels; level++) selection = `databaseId name related { nodes { ... on Product { ${selection} } } }`;
  return selection;
}

// 110 searches for one variable fill the 128 KiB body: 122,000 characters, plus the document.
const searchAliases = 110;
const searchLength = 122_000;
const searchDocument = `query search($s: String) { ${Array.from({ length: searchAliases }, (_, alias) => `s${alias}: products(where: { search: $s }) { nodes { databaseId name } }`).join(' ')} }`;

const getProducts = operationText('getProducts');
const login = operationText('login');

/** Requests that reach the server's parsing and routing with what a browser would never send. */
const oddRequests: AttackRequest[] = [
  { method: 'GET', path: '/', headers: { host: 'a b' } },
  { method: 'GET', path: '/product/%00', headers: {} },
  { method: 'GET', path: '//', headers: {} },
  { method: 'GET', path: '/_payload//', headers: {} },
];

export const attackShapes: AttackShape[] = [
  {
    name: 'review of 16,600 <b> (50 KB)',
    request: (n, target) => review(`${'<b>'.repeat(16_600)}${n}`, target),
  },
  {
    // 300 elements opened one inside the other, 250 of them closed: 3,000 characters.
    name: 'review of 3,000 chars of nested tags',
    request: (n, target) => review(`${'<div>'.repeat(300)}${n}${'</div>'.repeat(250)}`, target),
  },
  {
    name: `${searchAliases} searches sharing a ${searchLength / 1000} KB variable`,
    request: (n) => graphql(searchDocument, { s: `${n} `.padEnd(searchLength, 'a') }),
  },
  {
    name: 'related 6 deep, no first',
    request: (n, target) =>
      graphql(`query related${n}($slug: ID!) { product(id: $slug, idType: SLUG) { ... on Product { ${relatedDeep(6)} } } }`, {
        slug: target.productSlugs[n % target.productSlugs.length],
      }),
  },
  {
    name: 'products(first: 67), related 4 deep',
    request: (n) => graphql(`query related${n} { products(first: 67) { nodes { ... on Product { ${relatedDeep(4)} } } } }`, {}),
  },
  {
    // The storefront's own full-list query: a cache miss each time, for `first` is never the same twice.
    name: 'uncached full product lists',
    request: (n) => graphql(getProducts, { first: 9999 - (n % 9000) }),
  },
  {
    name: 'malformed Host and odd paths',
    request: (n) => oddRequests[n % oddRequests.length]!,
  },
  {
    name: 'password guessing on one account',
    request: (n, target) => graphql(login, { username: target.account, password: `guess-${n}-password` }),
  },
];
