// The storefront's operations are its contract with any WooGraphQL backend, and the compatibility
// suite's documents (tests/compat/documents, written the way WooGraphQL clients write theirs) are
// the backend's contract with such clients: every one must be valid against the reference
// WooGraphQL schema and against the store backend's own schema.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationSet } from '../server/operation-text';
import { referenceAvailable, referenceSdl, referenceSkipReason } from './reference';

const documentSets = {
  'storefront operations': operationSet(new URL('../../src/graphql/operations/', import.meta.url)),
  // The manager area's, on WooGraphQL's admin side (orders, notes, reviews, products) the reference has too.
  'manager-area operations': operationSet(new URL('../../src/graphql/shop/operations/', import.meta.url)),
  'WooGraphQL-client documents': operationSet(new URL('./documents/', import.meta.url)),
};

const backendSchema = buildSchema(readFileSync(new URL('../../server/schema.graphql', import.meta.url), 'utf8'));
const referenceSchema = referenceAvailable ? buildSchema(referenceSdl()) : undefined;

for (const [title, operations] of Object.entries(documentSets)) {
  describe(title, () => {
    it('are found', () => {
      expect(operations.names().length).toBeGreaterThanOrEqual(6);
    });

    describe('against the store backend schema (server/schema.graphql)', () => {
      for (const name of operations.names()) {
        it(`${name} validates`, () => {
          expect(validate(backendSchema, parse(operations.text(name))).map((error) => error.message)).toEqual([]);
        });
      }
    });

    describe.skipIf(!referenceSchema)(
      `against the reference WooGraphQL schema${referenceSchema ? '' : ` (skipped: ${referenceSkipReason})`}`,
      () => {
        for (const name of operations.names()) {
          it(`${name} validates`, () => {
            expect(validate(referenceSchema!, parse(operations.text(name))).map((error) => error.message)).toEqual([]);
          });
        }
      },
    );
  });
}
