// graphql-armor's limits must leave the storefront's own operations plenty of room (at most half
// of each limit) and still refuse abusive queries with a clear error.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { Lexer, parse, Source, TokenKind, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql/schema';
import { armorLimits } from '../../server/graphql/yoga';
import { describeBackends, operationText } from './harness';

const operations = [
  'getProducts',
  'getProduct',
  'getProductCategories',
  'getProductCategory',
  'getAllTerms',
  'getStockStatus',
  'getCart',
  'addToCart',
  'UpDateCartQuantity',
  'applyCoupon',
];

function measure(text: string) {
  const found: Record<string, number> = {};
  const record = (name: string) => [(_: unknown, details: { n: number }) => void (found[name] = details.n)];
  const errors = validate(schema, parse(text), [
    costLimitRule({ maxCost: Number.MAX_SAFE_INTEGER, flattenFragments: true, onAccept: record('cost') }),
    maxDepthRule({ n: 1000, flattenFragments: true, onAccept: record('depth') }),
    maxAliasesRule({ n: 1000, onAccept: record('aliases') }),
  ]);
  expect(errors).toEqual([]);
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens++;
  return { cost: found.cost!, depth: found.depth!, aliases: found.aliases!, tokens };
}

describe('armor limits', () => {
  for (const name of operations) {
    it(`leave ${name} at most half of every limit`, () => {
      const { cost, depth, aliases, tokens } = measure(operationText(name));
      expect(cost).toBeLessThanOrEqual(armorLimits.maxCost / 2);
      expect(depth).toBeLessThanOrEqual(armorLimits.maxDepth / 2 + 1);
      expect(aliases).toBeLessThanOrEqual(armorLimits.maxAliases / 2);
      expect(tokens).toBeLessThanOrEqual(armorLimits.maxTokens / 2);
    });
  }
});

describeBackends('armor on /graphql', (use) => {
  it('refuses a query nested deeper than the limit', async () => {
    const nested = 'related(first: 1) { nodes { '.repeat(10) + 'id' + ' } }'.repeat(10);
    const response = await use().query(`{ product(id: "essential-crew-tee", idType: SLUG) { ${nested} } }`);
    expect(response.data).toBeUndefined();
    expect(response.errors?.[0]?.message).toMatch(/depth limit of \d+ exceeded/i);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: armorLimits.maxAliases + 1 }, (_, i) => `a${i}: products(first: 1) { nodes { id } }`);
    const response = await use().query(`{ ${aliases.join(' ')} }`);
    expect(response.errors?.[0]?.message).toMatch(/aliases limit of \d+ exceeded/i);
  });

  it('refuses a query that costs too much', async () => {
    const fields = 'id name slug sku date averageRating';
    const related = (depth: number): string => (depth ? `related(first: 5) { nodes { ${fields} ${related(depth - 1)} } }` : '');
    const wide = Array.from({ length: 4 }, (_, i) => `p${i}: products(first: 10) { nodes { ${fields} ${related(4)} } }`);
    const response = await use().query(`{ ${wide.join(' ')} }`);
    expect(response.errors?.[0]?.message).toMatch(/cost limit of \d+ exceeded/i);
  });
});
