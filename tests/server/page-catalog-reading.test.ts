// A page the server renders anew reads the catalog's version once: its cache key names that
// reading, and its loads (the shared answers, the cached catalog rows) are given the same one
// instead of reading it again. On PGlite each reading is a trip into the database that costs a
// tenth of the page's CPU.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogClockOf } from '../../server/domain/catalog/store/catalog-clock';
import { describeBackends } from './harness';
import { startPayloadPages } from './payload-pages';
import { statementsSeen } from './statements-seen';

describeBackends('a page and its catalog reading', (use) => {
  let pages = '';
  let stop = async () => {};
  let versionReadings = 0;

  beforeAll(async () => {
    const counted = statementsSeen(use().db, (statement, run) => {
      if (JSON.stringify(statement).includes('from catalog_version')) versionReadings++;
      return run(statement);
    });
    ({ origin: pages, stop } = await startPayloadPages(counted, { pageCacheMs: 0, catalogClock: catalogClockOf(counted) }));
  });
  afterAll(() => stop());

  it('reads the catalog version once for each page it renders anew, in either language', async () => {
    for (const path of ['/product/classic-pullover-hoodie', '/de/product/classic-pullover-hoodie', '/products', '/product/classic-pullover-hoodie']) {
      const before = versionReadings;
      const response = await fetch(`${pages}${path}`);
      expect(response.status).toBe(200);
      expect((await response.json()).view).not.toBe('notFound');
      // The first page also reads when the next scheduled sale starts or ends.
      expect(versionReadings - before, path).toBeLessThanOrEqual(before === 0 ? 2 : 1);
      expect(versionReadings - before, path).toBeGreaterThanOrEqual(1);
    }
  });
});
