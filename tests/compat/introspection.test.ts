// A WooGraphQL client's build step: code generators (graphql-codegen, used by WooNuxt's
// nuxt-graphql-client) read the schema with graphql-js's standard getIntrospectionQuery(). With
// introspection turned on (GRAPHQL_INTROSPECTION=true), that look at the schema is answered whole,
// plain JSON, and gives back exactly server/schema.graphql; it is charged as a look at the
// schema, never as catalog lists (bounds/cost.ts), so only a document asking it many times over
// is refused.
import { readFileSync } from 'node:fs';
import { buildClientSchema, buildSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';
import { expect, it } from 'vitest';
import { defaultRequestBounds } from '../../server/graphql/bounds/request-bounds';
import { describeBackends } from '../server/harness';

const plainJson = { accept: 'application/json' };
const servedSchema = printSchema(lexicographicSortSchema(buildSchema(readFileSync(new URL('../../server/schema.graphql', import.meta.url), 'utf8'))));

describeBackends(
  'introspection for a client build step',
  (use) => {
    it.each([
      ['graphql-js defaults', {}],
      ['every option code generators turn on', { descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }],
    ])('answers getIntrospectionQuery() with %s, and the schema it gives is the one served', async (_, options) => {
      const answer = await use().query<IntrospectionQuery>(getIntrospectionQuery(options), {}, plainJson);
      expect(answer.errors).toBeUndefined();
      expect(answer.status).toBe(200);
      expect(printSchema(lexicographicSortSchema(buildClientSchema(answer.data!)))).toBe(servedSchema);
    });

    it('refuses a document that looks at the schema more than ten times, before it runs', async () => {
      const looks = (count: number) => `{ ${Array.from({ length: count }, (_, n) => `s${n}: __schema { queryType { name } }`).join(' ')} }`;
      expect((await use().query(looks(10), {}, plainJson)).errors).toBeUndefined();
      const refused = await use().query(looks(11), {}, plainJson);
      expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['QUERY_TOO_EXPENSIVE']);
    });
  },
  { route: { bounds: { ...defaultRequestBounds, introspection: true } } },
);
