// A real store backend for a test file: the seeded database (a private PGlite copy, or the run's
// PostgreSQL database), the GraphQL route on a Fastify server listening on a free port, and
// helpers that speak to it over HTTP as the storefront does.
import { readFileSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { concatAST, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connection';
import * as schema from '../../server/db/schema';
import { registerGraphQLRoute } from '../../server/http/graphql-route';

export type BackendKind = 'pglite' | 'postgres';

export interface GraphQLResponse<Data = any> {
  status: number;
  headers: Headers;
  data?: Data;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface Backend {
  kind: BackendKind;
  db: Database;
  /** The endpoint's full URL. */
  url: string;
  /** POSTs a query, as the storefront does, with any extra headers (a session's). */
  query<Data = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse<Data>>;
  /** Runs one of the storefront's operations by name, with the fragments it uses. */
  operation<Data = any>(name: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>>;
}

const backendKinds: BackendKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

/** `writes`: the file writes to the catalog, so on PostgreSQL it gets the run's writable copy. */
async function openSeeded(kind: BackendKind, writes: boolean): Promise<{ db: Database; close(): Promise<void> }> {
  if (kind === 'postgres') return openDatabase({ url: inject(writes ? 'postgresWritableUrl' : 'postgresUrl') });
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
  return { db: drizzle(client, { schema }), close: () => client.close() };
}

const operationsDir = new URL('../../src/graphql/operations/', import.meta.url);
const documents = concatAST(
  readdirSync(operationsDir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => parse(readFileSync(new URL(file, operationsDir), 'utf8'))),
);

/** The text of one storefront operation with exactly the fragments it needs. */
export function operationText(name: string): string {
  const byName = new Map<string, DefinitionNode>();
  for (const definition of documents.definitions) {
    if ('name' in definition && definition.name) byName.set(definition.name.value, definition);
  }
  const root = byName.get(name);
  if (!root || root.kind !== 'OperationDefinition') throw new Error(`no operation ${name}`);
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = byName.get(spread.name.value) as FragmentDefinitionNode;
        if (!needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(root);
  return [root, ...needed.values()].map((definition) => print(definition)).join('\n\n');
}

async function postGraphQL(url: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GraphQLResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, ...((await response.json()) as object) };
}

/**
 * Defines the file's tests once per backend (PGlite always, PostgreSQL when configured).
 * `use()` returns the running backend inside tests.
 */
export function describeBackends(title: string, define: (use: () => Backend) => void, { writes = false }: { writes?: boolean } = {}): void {
  describe.each(backendKinds)(`${title} (%s)`, (kind) => {
    let backend: Backend | undefined;
    let stop = async () => {};
    beforeAll(async () => {
      const { db, close } = await openSeeded(kind, writes);
      const app = Fastify();
      registerGraphQLRoute(app, db);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `${address}/graphql`;
      backend = {
        kind,
        db,
        url,
        query: (query, variables, headers) => postGraphQL(url, query, variables, headers),
        operation: (name, variables) => postGraphQL(url, operationText(name), variables),
      };
      stop = async () => {
        await app.close();
        await close();
      };
    });
    afterAll(() => stop());
    define(() => backend!);
  });
}
