// The storefront's operations are its contract with any WooGraphQL backend: every one must be
// valid against the reference WooGraphQL schema and against the store backend's own schema.
import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationText } from '../server/harness';
import { referenceAvailable, referenceSdl, referenceSkipReason } from './reference';

const operationsDir = new URL('../../src/graphql/operations/', import.meta.url);
const operationNames = readdirSync(operationsDir)
  .filter((file) => file.endsWith('.graphql'))
  .flatMap((file) =>
    parse(readFileSync(new URL(file, operationsDir), 'utf8')).definitions.flatMap((definition) =>
      definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : [],
    ),
  );

const documentOf = (name: string): DocumentNode => parse(operationText(name));

describe('storefront operations', () => {
  it('are found', () => {
    expect(operationNames.length).toBeGreaterThanOrEqual(6);
  });

  describe('against the store backend schema (server/schema.graphql)', () => {
    const schema = buildSchema(readFileSync(new URL('../../server/schema.graphql', import.meta.url), 'utf8'));
    for (const name of operationNames) {
      it(`${name} validates`, () => {
        expect(validate(schema, documentOf(name)).map((error) => error.message)).toEqual([]);
      });
    }
  });

  describe.skipIf(!referenceAvailable)(
    `against the reference WooGraphQL schema${referenceAvailable ? '' : ` (skipped: ${referenceSkipReason})`}`,
    () => {
      const schema = referenceAvailable ? buildSchema(referenceSdl()) : undefined;
      for (const name of operationNames) {
        it(`${name} validates`, () => {
          expect(validate(schema!, documentOf(name)).map((error) => error.message)).toEqual([]);
        });
      }
    },
  );
});
