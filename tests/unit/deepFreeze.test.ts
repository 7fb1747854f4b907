import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../server/graphql/shared-answers';
import { turnCounter } from './turnCounter';

describe('deepFreeze', () => {
  it('freezes every object and list of an answer, shared parts once', async () => {
    const shared = { slug: 'hoodies' };
    const answer = { data: { products: { nodes: [{ id: 1, terms: [shared] }, { id: 2, terms: [shared] }] } } };
    expect(await deepFreeze(answer)).toBe(answer);
    for (const part of [answer, answer.data, answer.data.products.nodes, answer.data.products.nodes[1]!, answer.data.products.nodes[1]!.terms, shared]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
  });

  it('freezes a long answer in turns of the event loop', async () => {
    const nodes = Array.from({ length: 60_000 }, (_, id) => ({ id, image: { url: `/${id}.webp` } }));
    const turns = turnCounter();
    await deepFreeze({ nodes });
    turns.stop();
    expect(nodes.every((node) => Object.isFrozen(node) && Object.isFrozen(node.image))).toBe(true);
    expect(turns.now()).toBeGreaterThan(1);
  });
});
