// A catalog change starts a new generation and every page is made again; a page whose bytes came
// out the same is sent as before (server/http/unchanged-bodies.ts keeps its compressed forms), with
// the same ETag, so a browser that asks again with it is answered 304; a page the change touched is new.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogClockOf } from '../../server/domain/catalog/store/catalog-clock';
import { describeBackends } from './harness';
import { startPayloadPages } from './payload-pages';

describeBackends('pages made again under a new catalog generation', (use) => {
  let pages = '';
  let stop = async () => {};

  beforeAll(async () => {
    ({ origin: pages, stop } = await startPayloadPages(use().db, { catalogClock: catalogClockOf(use().db) }));
  });
  afterAll(() => stop());

  const etagOf = async (path: string) => {
    const response = await fetch(`${pages}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return response.headers.get('etag');
  };

  it('keeps the ETag of a page that came out the same, and gives a changed page a new one', async () => {
    const untouched = '/product/classic-pullover-hoodie';
    const touched = '/product/essential-crew-tee';
    const [untouchedBefore, touchedBefore] = [await etagOf(untouched), await etagOf(touched)];
    expect(untouchedBefore).toMatch(/^"/);

    await use().db.execute(sql`update products set name = name || ' (new)' where slug = 'essential-crew-tee'`);

    const touchedAfter = await etagOf(touched);
    expect(touchedAfter).not.toBe(touchedBefore);
    expect(await etagOf(untouched)).toBe(untouchedBefore);
    const again = await fetch(`${pages}${untouched}`, { headers: { 'accept-encoding': 'br', 'if-none-match': untouchedBefore! } });
    expect(again.status).toBe(304);
  });
}, { writes: true });
