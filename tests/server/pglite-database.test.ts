// Several drizzle databases on one PGlite client (the server tests' files that only read share one,
// tests/server/shared-pglite.ts) put its queries in a request's lane once: queued twice, a query
// would wait in a lane of one behind itself.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pgliteDatabase } from '../../server/db/connection';
import { inLane, RequestLane } from '../../server/db/request-lane';

let client: PGlite;
// A new PGlite runs initdb first: seconds, more on a busy machine.
beforeAll(async () => {
  client = await PGlite.create();
}, 120_000);
afterAll(() => client.close());

it('answers a query in a lane of one through the second database on a client', async () => {
  pgliteDatabase(client);
  const second = pgliteDatabase(client);
  // Database is either driver's; both answer rows.
  const answer = (await inLane(new RequestLane(1), () => second.execute(sql`select 1 as one`))) as { rows: unknown[] };
  expect(answer.rows).toEqual([{ one: 1 }]);
});
