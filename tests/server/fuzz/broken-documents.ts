// Documents that are not valid GraphQL, or not valid against the schema, or valid but built to be
// absurd: made by breaking a generated document (truncating it, dropping or adding characters,
// misspelling its fields, sprinkling Unicode and control characters) or written whole (huge token
// counts, deep nesting, fragment cycles, introspection).
import { getIntrospectionQuery } from 'graphql';
import type { Random } from './random';
import { randomCodePoints, randomText } from './texts';

export interface BrokenDocument {
  /** What was broken, for the run's summary. */
  kind: string;
  text: string;
}

/** The text with `insert` put at a random place (replacing `remove` characters there). */
function splice(random: Random, text: string, insert: string, remove = 0): string {
  const at = random.int(0, text.length);
  return text.slice(0, at) + insert + text.slice(at + remove);
}

function repeat(random: Random, unit: string, min: number, max: number): string {
  return unit.repeat(random.int(min, max));
}

const nestedField = (depth: number) => '{ product(id: "1") { related { nodes { ... on Product '.repeat(depth) + '{ id }' + ' } } }'.repeat(depth) + ' }';

export function brokenDocument(random: Random, valid: string): BrokenDocument {
  const [kind, make] = random.weighted<readonly [string, () => string]>([
    [3, ['truncated', () => valid.slice(0, random.int(0, valid.length - 1))]],
    [2, ['character dropped', () => splice(random, valid, '', random.int(1, 3))]],
    [2, ['punctuation added', () => splice(random, valid, random.pick(['{', '}', '(', ')', '[', ']', ':', '$', '@', '!', '=', '"', '"""', '...', '#', ',', '|', '&']))]],
    [2, ['unknown field', () => valid.replace(/\{ /, `{ ${random.pick(['nosuchField', 'productz', '__schema', 'id(x: 1)', 'node(id: "1")'])} `)]],
    [1, ['unknown argument', () => valid.replace(/\(/, `(${random.pick(['bogus: 1, ', 'last: 5, ', 'where: {}, ', 'first: 1, first: 2, '])}`)]],
    [1, ['undefined variable', () => valid.replace(/: (\d+|"[^"]*"|true|false)/, ': $undefinedVariable')]],
    [2, ['code points inserted', () => splice(random, valid, randomCodePoints(random, random.int(1, 20)))]],
    [1, ['control characters', () => splice(random, valid, random.pick(['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f', '\u0085', '\u00a0', '\ufeff', '\u2028']))]],
    [1, ['unicode names', () => valid.replace(/[a-z]/, random.pick(['ö', 'ı', 'ｐ', 'ſ', '\u0301']))]],
    [1, ['text instead of a document', () => randomText(random)]],
    [1, ['no operation', () => random.pick(['', ' ', '# only a comment', '\ufeff', 'fragment F on RootQuery { __typename }'])]],
    [1, ['subscription', () => 'subscription { products { nodes { id } } }']],
    [1, ['fragment cycle', () => '{ ...A } fragment A on RootQuery { ...B } fragment B on RootQuery { ...A }']],
    [1, ['duplicate names', () => 'query Q { __typename } query Q { __typename }']],
    [1, ['introspection', () => getIntrospectionQuery({ descriptions: random.chance(0.5), inputValueDeprecation: true })]],
    [1, ['deep introspection', () => `{ __schema { types { ${'fields { type { ofType { '.repeat(random.int(5, 60))}name${' } } }'.repeat(random.int(5, 60))} } } }`]],
    [2, ['many tokens', () => `{ ${repeat(random, '__typename ', 1_000, 30_000)}}`]],
    [1, ['many aliases', () => `{ ${Array.from({ length: random.int(16, 2_000) }, (_, i) => `a${i}: products(first: 1) { nodes { id } }`).join(' ')} }`]],
    [1, ['many directives', () => `{ __typename ${repeat(random, '@include(if: true) ', 21, 5_000)}}`]],
    [1, ['many variables', () => `query(${Array.from({ length: random.int(100, 20_000) }, (_, i) => `$v${i}: Int`).join(' ')}) { __typename }`]],
    [1, ['long list literal', () => `{ products(where: { include: [${repeat(random, '1, ', 1_000, 100_000)}] }) { nodes { id } } }`]],
    [1, ['deep list literal', () => `{ products(where: { include: ${repeat(random, '[', 10, 50_000)}1 }) { nodes { id } } }`]],
    [1, ['deep object literal', () => `{ products(where: ${repeat(random, '{ a: ', 10, 30_000)}1 }) { nodes { id } } }`]],
    [1, ['deep selection', () => nestedField(random.int(10, 400))]],
    [1, ['deep braces', () => repeat(random, '{', 100, 100_000) + repeat(random, '}', 0, 100_000)]],
    [1, ['long comment', () => `# ${'x'.repeat(random.int(10_000, 500_000))}\n${valid}`]],
    [1, ['long string', () => `{ products(where: { search: "${'a'.repeat(random.int(10_000, 500_000))}" }) { nodes { id } } }`]],
    [1, ['long name', () => `{ ${'a'.repeat(random.int(1_000, 500_000))} }`]],
  ]);
  return { kind, text: make() };
}
