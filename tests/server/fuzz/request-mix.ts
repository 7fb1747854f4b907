// What a fuzz run sends, and how often (weights out of 100): generated operations of ordinary
// shape (the bulk), hostile shapes (lists sized through variables, very deep, very wide),
// wrong argument values, operations by GET (mutations among them, which must be refused), broken
// documents, broken HTTP, and requests shaped to hold the server (holding-shapes.ts). Every request may carry random shopper headers. Request `index` of a
// run is drawn from its own stream of the seed, so it is the same in any order and any replay.
import type { CatalogSample } from './catalog-sample';
import { brokenDocument } from './broken-documents';
import type { DocumentGenerator, Shape } from './documents';
import { abusiveRequest } from './http-abuse';
import { holdingRequest } from './holding-shapes';
import { getWithParameters, jsonPost, type FuzzRequest } from './http-request';
import { Random } from './random';
import { shopperHeaders } from './shopper-headers';
import { Values } from './values';

export interface RequestSource {
  seed: number;
  generator: DocumentGenerator;
  sample: CatalogSample;
}

const shapes = {
  ordinary: (random: Random): Shape => ({
    maxDepth: random.int(1, 6),
    maxWidth: random.int(1, 8),
    variableRate: random.pick([0, 0.3, 0.8]),
    invalidRate: random.pick([0, 0, 0.03]),
    aliasRate: 0.1,
    compositeBias: 2,
    listsInLists: false,
  }),
  // Issue 11's attack: connections inside connections, sized through variables and defaults.
  listsInLists: (random: Random): Shape => ({
    maxDepth: random.int(8, 18),
    maxWidth: random.int(1, 5),
    variableRate: 0.9,
    invalidRate: 0,
    aliasRate: 0.02,
    compositeBias: 4,
    listsInLists: true,
  }),
  deep: (random: Random): Shape => ({ ...shapes.ordinary(random), maxDepth: random.int(12, 60), maxWidth: 2, aliasRate: 0.05, compositeBias: 30 }),
  wide: (random: Random): Shape => ({ ...shapes.ordinary(random), maxDepth: random.int(1, 3), maxWidth: random.int(30, 200), aliasRate: 0.3, compositeBias: 1 }),
  wrongValues: (random: Random): Shape => ({ ...shapes.ordinary(random), invalidRate: random.pick([0.3, 0.6, 1]) }),
};

export function fuzzRequest({ seed, generator, sample }: RequestSource, index: number): FuzzRequest {
  const random = new Random(seed, index);
  const values = new Values(random, sample);
  const operation = (shape: (random: Random) => Shape, mutation = false) => generator.document(random, values, shape(random), mutation);
  const post = (kind: string, shape: (random: Random) => Shape, mutation = false) => {
    const { text, variables, operationName } = operation(shape, mutation);
    return jsonPost(kind, { query: text, variables, operationName });
  };
  const get = (kind: string, mutation: boolean): FuzzRequest => {
    const { text, variables, operationName, mutation: runsMutation } = operation(shapes.ordinary, mutation);
    const parameters: Record<string, string> = { query: text };
    if (Object.keys(variables).length) parameters.variables = JSON.stringify(variables);
    if (operationName) parameters.operationName = operationName;
    return { ...getWithParameters(kind, parameters), mustNotRun: runsMutation };
  };
  const request = random.weighted<() => FuzzRequest>([
    [33, () => post('query', shapes.ordinary)],
    [9, () => post('mutation', shapes.ordinary, true)],
    [5, () => post('query: lists in lists', shapes.listsInLists)],
    [2, () => post('query: deep', shapes.deep)],
    [2, () => post('query: wide', shapes.wide)],
    [8, () => post('wrong argument values', shapes.wrongValues, random.chance(0.3))],
    [5, () => get('GET query', false)],
    [1, () => get('GET mutation', true)],
    [14, () => {
      const broken = brokenDocument(random, operation(shapes.ordinary, random.chance(0.2)).text);
      return jsonPost(`document: ${broken.kind}`, { query: broken.text });
    }],
    [17, () => abusiveRequest(random, operation(shapes.ordinary))],
    [4, () => holdingRequest(random, random.pick(sample.productDatabaseIds))],
  ])();
  return { ...request, headers: { ...shopperHeaders(random, sample.sessionToken), ...request.headers } };
}
