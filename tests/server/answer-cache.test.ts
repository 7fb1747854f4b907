// The parts behind /graphql's shared answers, one by one: the cache itself (generations, byte
// budget, one make for concurrent requests) and the rule of which operations may be shared.
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { readsPublicCatalogOnly } from '../../server/graphql/shareable';
import { Answer, AnswerCache } from '../../server/http/answer-cache';

const answer = (text: string) => new Answer(200, [['content-type', 'application/json']], Buffer.from(text));
const kept = (text: string) => async () => ({ value: answer(text), keep: true });

describe('AnswerCache', () => {
  it('keeps an answer for its key and generation, and drops every answer when the generation moves', async () => {
    const cache = new AnswerCache();
    const first = await cache.get('a', 'v1', kept('one'));
    expect(await cache.get('a', 'v1', kept('two'))).toBe(first);
    expect(await cache.get('b', 'v1', kept('other'))).not.toBe(first);
    const fresh = await cache.get('a', 'v2', kept('three'));
    expect(fresh.identity.toString()).toBe('three');
    expect((await cache.get('a', 'v2', kept('four'))).identity.toString()).toBe('three');
  });

  it('keeps nothing it is told not to keep', async () => {
    const cache = new AnswerCache();
    await cache.get('a', 'v1', async () => ({ value: answer('with errors'), keep: false }));
    expect((await cache.get('a', 'v1', kept('later'))).identity.toString()).toBe('later');
  });

  it('does not keep an answer made under a generation another request has since replaced', async () => {
    const cache = new AnswerCache();
    let finish: () => void = () => {};
    const slow = cache.get('a', 'v1', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { value: answer('made under v1'), keep: true };
    });
    await cache.get('b', 'v2', kept('v2'));
    finish();
    await slow;
    expect((await cache.get('a', 'v2', kept('made under v2'))).identity.toString()).toBe('made under v2');
  });

  it('stays within its byte budget, dropping the least recently used first', async () => {
    const cache = new AnswerCache(25);
    await cache.get('a', 'v1', kept('x'.repeat(10)));
    await cache.get('b', 'v1', kept('y'.repeat(10)));
    await cache.get('a', 'v1', kept('unused'));
    await cache.get('c', 'v1', kept('z'.repeat(10)));
    expect((await cache.get('a', 'v1', kept('again'))).identity.toString()).toBe('x'.repeat(10));
    expect((await cache.get('b', 'v1', kept('again'))).identity.toString()).toBe('again');
    expect((await cache.get('big', 'v1', kept('w'.repeat(30)))).identity.length).toBe(30);
    expect((await cache.get('big', 'v1', kept('too big to keep'))).identity.toString()).toBe('too big to keep');
  });

  it('makes an answer once for concurrent requests, and again for each when it may not be kept', async () => {
    const cache = new AnswerCache();
    const make = vi.fn(kept('shared'));
    const shared = await Promise.all([1, 2, 3].map(() => cache.get('a', 'v1', make)));
    expect(make).toHaveBeenCalledTimes(1);
    expect(new Set(shared).size).toBe(1);

    const personal = vi.fn(async () => ({ value: answer('not to keep'), keep: false }));
    await Promise.all([1, 2, 3].map(() => cache.get('b', 'v1', personal)));
    expect(personal).toHaveBeenCalledTimes(3);
  });

  it('compresses each form once', async () => {
    const body = answer(JSON.stringify({ data: Array.from({ length: 500 }, (_, i) => ({ i })) }));
    const [br, again] = await Promise.all([body.body('br'), body.body('br')]);
    expect(again).toBe(br);
    expect(body.size).toBe(body.identity.length + br.length);
    expect(body.body(null)).toBe(body.identity);
  });
});

describe('which answers may be shared', () => {
  const shared = (query: string, operationName?: string) => readsPublicCatalogOnly(parse(query), operationName);

  it('shares queries of public catalog fields only', () => {
    expect(shared('{ products { nodes { name } } productCategories { nodes { name } } __typename }')).toBe(true);
    expect(shared('query { product(id: "x") { name } terms { nodes { name } } productCategory(id: "y") { name } }')).toBe(true);
    expect(shared('{ products { nodes { name } } cart { total } }')).toBe(false);
    expect(shared('{ viewer { id } }')).toBe(false);
    expect(shared('mutation { addToCart(input: {}) { cart { total } } }')).toBe(false);
    expect(shared('subscription { products { nodes { name } } }')).toBe(false);
  });

  it('follows fragments on the root and the operation asked for', () => {
    expect(shared('query { ...Root } fragment Root on RootQuery { products { nodes { name } } }')).toBe(true);
    expect(shared('query { ... on RootQuery { customer { id } } }')).toBe(false);
    const two = 'query list { products { nodes { name } } } query me { customer { id } }';
    expect(shared(two, 'list')).toBe(true);
    expect(shared(two, 'me')).toBe(false);
    expect(shared(two)).toBe(false);
  });
});
