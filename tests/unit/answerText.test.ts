import { describe, expect, it } from 'vitest';
import { itemsPerTurn, jsonTextWithin } from '../../server/graphql/bounds/answer-text';
import { turnCounter } from './turnCounter';

const product = (id: number) => ({ id, name: `Product «${id}» \u2028 "quoted"`, price: id % 3 ? `€${id}.00` : null, onSale: id % 2 === 0, tags: [{ slug: 'a' }, { slug: 'b' }] });

describe('jsonTextWithin', () => {
  const values: [string, unknown][] = [
    ['a scalar', 'text with "quotes", \\ and ünïcödé'],
    ['null', null],
    ['nested objects', { data: { a: 1, b: { c: [1, 2, { d: true }] }, e: null } }],
    ['undefined and functions', { kept: 1, left: undefined, fn: () => 1, list: [undefined, () => 1, 2] }],
    ['a null prototype', Object.assign(Object.create(null), { products: { nodes: [product(1)] } })],
    ['a date', { at: new Date(Date.UTC(2026, 10, 27)) }],
    ['empty containers', { list: [], object: {} }],
    ['a long list', { data: { products: { pageInfo: { hasNextPage: false }, nodes: Array.from({ length: 2 * itemsPerTurn + 345 }, (_, i) => product(i)) } } }],
    ['a long list of lists', Array.from({ length: itemsPerTurn + 500 }, (_, i) => [i, undefined, { i }])],
  ];
  it.each(values)('writes %s as JSON.stringify does', async (_, value) => {
    expect(await jsonTextWithin(value, Infinity)).toBe(JSON.stringify(value));
  });

  it('refuses a text longer than the ceiling, counted as it is written', async () => {
    const long = { nodes: Array.from({ length: itemsPerTurn + 1000 }, (_, i) => product(i)) };
    const length = JSON.stringify(long).length;
    expect(await jsonTextWithin(long, length)).toBe(JSON.stringify(long));
    expect(await jsonTextWithin(long, length - 50_000)).toBeNull();
    expect(await jsonTextWithin({ name: 'x'.repeat(101) }, 100)).toBeNull();
  });

  it('writes a long list in turns of the event loop', async () => {
    const turns = turnCounter();
    await jsonTextWithin({ nodes: Array.from({ length: 3 * itemsPerTurn }, (_, i) => product(i)) }, Infinity);
    turns.stop();
    expect(turns.now()).toBeGreaterThanOrEqual(2);
  });
});
