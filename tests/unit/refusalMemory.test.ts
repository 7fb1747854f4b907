// The route remembers refusals of what a request asks, and nothing else: those that follow from its
// text alone for good, a cost refusal (which also depends on the catalog) for a short while.
import { describe, expect, it } from 'vitest';
import { Answer } from '../../server/http/answer-cache';
import { catalogRefusalMs, RefusalMemory } from '../../server/http/refusal-memory';

const answer = (status: number, body: unknown) => new Answer(status, [['content-type', 'application/json']], Buffer.from(JSON.stringify(body)));
const refusal = (code: string) => answer(400, { errors: [{ message: 'Query is too expensive.', extensions: { code } }] });

describe('RefusalMemory', () => {
  it.each(['QUERY_TOO_EXPENSIVE', 'QUERY_TOO_DEEP', 'QUERY_TOO_LARGE'])('remembers a %s refusal', (code) => {
    const memory = new RefusalMemory();
    const refused = refusal(code);
    memory.note('k', refused);
    expect(memory.get('k')).toBe(refused);
  });

  it('forgets a cost refusal once the catalog may have changed, but not a refusal of the text', () => {
    let now = 0;
    const memory = new RefusalMemory(10, () => now);
    const [expensive, deep] = [refusal('QUERY_TOO_EXPENSIVE'), refusal('QUERY_TOO_DEEP')];
    memory.note('expensive', expensive);
    memory.note('deep', deep);
    now = catalogRefusalMs - 1;
    expect([memory.get('expensive'), memory.get('deep')]).toEqual([expensive, deep]);
    now = catalogRefusalMs;
    expect([memory.get('expensive'), memory.get('deep')]).toEqual([undefined, deep]);
  });

  it.each([
    ['a rate limit, which passes with time', refusal('RATE_LIMITED')],
    ['an input error', refusal('BAD_USER_INPUT')],
    ['an answer with data', answer(200, { data: { products: null }, errors: [{ message: 'x', extensions: { code: 'QUERY_TOO_EXPENSIVE' } }] })],
    ['an answer', answer(200, { data: { __typename: 'RootQuery' } })],
    ['a body that is not JSON', new Answer(400, [], Buffer.from('nope'))],
  ])('forgets %s', (_, given) => {
    const memory = new RefusalMemory();
    memory.note('k', given);
    expect(memory.get('k')).toBeUndefined();
  });

  it('keeps the most recently used within its size', () => {
    const memory = new RefusalMemory(2);
    const [a, b, c] = [refusal('QUERY_TOO_DEEP'), refusal('QUERY_TOO_DEEP'), refusal('QUERY_TOO_DEEP')];
    memory.note('a', a);
    memory.note('b', b);
    memory.get('a');
    memory.note('c', c);
    expect([memory.get('a'), memory.get('b'), memory.get('c')]).toEqual([a, undefined, c]);
  });
});
