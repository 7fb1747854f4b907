// Requests shaped to hold the whole server (issue 35): many aliased product searches sharing one
// long variable, reviews of long or deeply nested markup, and Host headers that are not host
// names or not the shop's. Each must be answered (most of them refused) in moments.
import { jsonPost, graphqlPath, type FuzzRequest } from './http-request';
import type { Random } from './random';

const tags = ['b', 'i', 'p', 'div', 'span', 'a', 'table', 'td', 'script', 'svg', 'template', 'select', 'option'];

/** `count` aliased searches of `search`, spelled with a fragment, as short as the token limit asks. */
function aliasedSearches(count: number, search: string): FuzzRequest {
  const aliases = Array.from({ length: count }, (_, i) => `a${i}: products(where: { search: $s }) { ...F }`).join(' ');
  const query = `query($s: String) { ${aliases} } fragment F on RootQueryToProductConnection { nodes { id } }`;
  return jsonPost('holding: aliased searches', { query, variables: { s: search } });
}

/** Markup of `length` characters at most: tags opened inside one another, or tags alone, or text between them. */
function nestedMarkup(random: Random, length: number): string {
  const tag = random.pick(tags);
  const piece = random.weighted<() => string>([
    [3, () => `<${tag}>`],
    [1, () => `<${tag} title="${'x'.repeat(random.int(1, 40))}">`],
    [1, () => `<${tag}>word `],
    [1, () => `</${tag}><${tag}>`],
  ])();
  return piece.repeat(Math.max(1, Math.floor(length / piece.length)));
}

function review(random: Random, productId: number): FuzzRequest {
  const length = random.pick([200, 3_000, 5_000, 5_001, 20_000, 50_000, 120_000]);
  const content = nestedMarkup(random, length);
  const author = random.chance(0.3) ? nestedMarkup(random, random.pick([50, 101, 5_000])) : 'Fuzz Reviewer';
  const query = 'mutation($c: String, $a: String, $p: Int) { writeReview(input: { commentOn: $p, rating: 3, content: $c, author: $a, authorEmail: "fuzz@holding.test" }) { rating } }';
  return jsonPost('holding: review of nested markup', { query, variables: { c: content, a: author, p: productId } });
}

const badHosts = ['a b', '[::1', '%00', 'x:99999', '', 'evil.example', 'evil.example:3000', '[::g]', 'localhost:0', 'a'.repeat(300), 'ex ample.com', 'shop.example/path', 'user@127.0.0.1'];

export function holdingRequest(random: Random, productId: number): FuzzRequest {
  return random.weighted<() => FuzzRequest>([
    [3, () => aliasedSearches(random.pick([2, 10, 40, 110]), 'x'.repeat(random.pick([5, 100, 101, 10_000, 122_000])))],
    [3, () => review(random, productId)],
    [2, () => ({
      kind: 'holding: malformed or foreign Host',
      method: random.pick(['GET', 'POST']),
      path: `${graphqlPath}?query=%7B__typename%7D`,
      headers: { host: random.pick(badHosts), 'content-type': 'application/json' },
      body: Buffer.from('{"query":"{ __typename }"}'),
    })],
  ])();
}
