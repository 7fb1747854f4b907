// A real store backend for a test file: the seeded database (for a file that only reads, the run's
// seeded database on PostgreSQL and the worker's seeded PGlite (shared-pglite.ts); for a file that
// writes, a copy of its own), the GraphQL route on a Fastify server listening on a free port, and
// helpers that speak to it over HTTP as the storefront does.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, pgliteDatabase, type Database } from '../../server/db/connection';
import { defaultRateLimits, type RateLimitSettings } from '../../server/domain/rate-limits/rate-limit-rules';
import { registerGraphQLRoute, type GraphQLRouteOptions } from '../../server/http/graphql-route';
import { operationText } from './operation-text';
import { copyOfWritableTemplate } from './postgres-copy';
import { pgliteFromDump } from './seeded-pglite-dump';
import { sharedSeededPglite } from './shared-pglite';

export { operationText };

export type BackendKind = 'pglite' | 'postgres';

export interface GraphQLResponse<Data = any> {
  status: number;
  headers: Headers;
  data?: Data;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
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

async function openSeeded(kind: BackendKind, writes: boolean): Promise<{ db: Database; close(): Promise<void> }> {
  if (kind === 'postgres' && !writes) return openDatabase({ url: inject('postgresUrl') });
  if (kind === 'postgres') {
    const copy = await copyOfWritableTemplate(inject('postgresWritableUrl'));
    const { db, close } = await openDatabase({ url: copy.url });
    return { db, close: () => close().then(copy.drop) };
  }
  if (!writes) return { db: pgliteDatabase(await sharedSeededPglite(inject('pgliteDump'))), close: async () => {} };
  const client = await pgliteFromDump(inject('pgliteDump'));
  return { db: pgliteDatabase(client), close: () => client.close() };
}

async function postGraphQL(url: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GraphQLResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, ...((await response.json()) as object) };
}

/** No rate limits: every test file's requests come from one address, and only some are about limits. */
export const noRateLimits = Object.fromEntries(Object.keys(defaultRateLimits).map((action) => [action, {}])) as RateLimitSettings;

export interface BackendOptions {
  /** The file writes to the catalog, so it gets a database of its own: not the one the files that only read share. */
  writes?: boolean;
  /** How the route is set up; rate limits are off unless given here. */
  route?: GraphQLRouteOptions;
  /** Other routes of the server beside /graphql (the image routes, say). */
  routes?: (app: FastifyInstance, db: Database) => void;
}

/**
 * Defines the file's tests once per backend (PGlite always, PostgreSQL when configured).
 * `use()` returns the running backend inside tests.
 */
export function describeBackends(title: string, define: (use: () => Backend) => void, { writes = false, route = {}, routes }: BackendOptions = {}): void {
  describe.each(backendKinds)(`${title} (%s)`, (kind) => {
    let backend: Backend | undefined;
    let stop = async () => {};
    beforeAll(async () => {
      const { db, close } = await openSeeded(kind, writes);
      const app = Fastify();
      registerGraphQLRoute(app, db, { rateLimits: noRateLimits, ...route });
      routes?.(app, db);
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
