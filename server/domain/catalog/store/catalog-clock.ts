// The catalog's generation as a request finds it (../catalog-cache.ts keeps rows per generation):
// the catalog's version, read once per request (or, on the embedded database, told by the commits
// themselves), and when the next scheduled sale starts or ends; requests that arrive together share
// one reading. Stock that orders took (stock_version, migration 0012) starts a new generation at
// most once per stock cache time: through a sale, every order would otherwise throw away every
// cached page. A stock that runs out, or any other catalog change, starts one at once; carts and
// checkouts always read stock from the database.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { outsideLanes } from '../../../db/request-lane';
import { queryFixedRows, queryRows } from '../../../db/rows';

export async function readCatalogVersion(db: Database): Promise<number> {
  return (await readCatalogVersions(db)).version;
}

/** The catalog's version and its stock version (stock that orders changed, migration 0012). */
export async function readCatalogVersions(db: Database): Promise<{ version: number; stock: number }> {
  const [row] = await queryRows<{ version: number; stock: number }>(db, sql`select version, stock_version as stock from catalog_version where id = 1`);
  return { version: row?.version ?? 0, stock: row?.stock ?? 0 };
}

/** The catalog as one request finds it. */
export interface CatalogState {
  version: number;
  /**
   * Equal for two requests exactly when everything cached for one holds for the other: the same
   * version, and no scheduled sale started or ended in between.
   */
  generation: string;
}

interface Generation {
  state: CatalogState;
  /** When (ms since the epoch, by the database's clock) the next scheduled sale starts or ends. */
  until: number;
  /** The stock version it holds, and when it was read (the database's clock). */
  stock: number;
  stockReadAt: number;
}

const nowMs = '(extract(epoch from now()) * 1000)::float8';

// A sale is on from sale_from (inclusive) to sale_to (inclusive), so what is cached now holds until
// the earliest sale_from still ahead, or the earliest sale_to not yet passed.
const nextSaleChange = `(extract(epoch from least(
    (select least(min(sale_from) filter (where sale_from > now()), min(sale_to) filter (where sale_to >= now())) from products),
    (select least(min(sale_from) filter (where sale_from > now()), min(sale_to) filter (where sale_to >= now())) from product_variations)
  )) * 1000)::float8`;

/** What the clock needs of the embedded PGlite client to be told of new versions. */
export interface NoticeSource {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  exec(query: string): Promise<unknown>;
}

interface VersionReading {
  version: number;
  stock: number;
  /** The database's clock at the reading, in ms since the epoch. */
  now: number;
}



/**
 * Reads the catalog's version (one small query per request, shared by the requests that arrive
 * together) and, only when the version moved or a sale's start or end has passed, when the next
 * sale starts or ends. One statement reads both, so the moment belongs to that version.
 */
export class CatalogClock {
  private current: Generation | null = null;
  /** The reading of the next sale change under way: requests arriving together share it. */
  private reading: Promise<Generation> | null = null;
  /** The version reading callers are waiting for, not yet sent (see versionNow). */
  private nextVersionReading: Promise<VersionReading> | null = null;

  /**
   * How long pages and answers may show a stock that orders changed since: the server's
   * STOCK_CACHE_MS; 0, the default, shows every stock change at once.
   */
  stockCacheMs = 0;

  /**
   * The version and stock version as the database last told them (followNotices), when it tells
   * them: then no request reads them.
   */
  private told: { version: number; stock: number } | null = null;

  /** The reading a page's work was given (within): its own reads answer it. */
  private readonly given = new AsyncLocalStorage<CatalogState>();

  constructor(private readonly db: Database) {}

  /**
   * Runs `work` with every read inside it answered by `state`, which its request has just read: a
   * page's loads see the catalog as the page's cache key names it, without reading it again.
   */
  within<T>(state: CatalogState, work: () => T): T {
    return this.given.run(state, work);
  }

  /**
   * For a database only this process writes (the embedded PGlite): from now on each commit that
   * moves the version tells it (migration 0013), before the writer's own query returns, so every
   * page after a change sees it, as when each one read it. PGlite runs in this process, so its
   * clock is this one. A PostgreSQL shared by several processes keeps being read: a notice reaches
   * another session only some time after the commit.
   */
  async followNotices(source: NoticeSource): Promise<void> {
    // Listening first, then reading: a change in between is both read and told, none is missed.
    await source.listen('catalog_version', (payload) => {
      const [version = 0, stock = 0] = payload.split(' ').map(Number);
      this.tell(version, stock);
    });
    await source.exec(`set storefront.catalog_notice = 'on'`);
    const { version, stock } = await readCatalogVersions(this.db);
    this.tell(version, stock);
  }

  private tell(version: number, stock: number): void {
    // Both only grow; a notice and the first reading may arrive in either order.
    this.told = { version: Math.max(version, this.told?.version ?? 0), stock: Math.max(stock, this.told?.stock ?? 0) };
  }

  async read(): Promise<CatalogState> {
    const given = this.given.getStore();
    if (given) return given;
    const { version, stock, now } = this.told ? { ...this.told, now: Date.now() } : await this.versionNow();
    const known = this.current;
    if (known && known.state.version === version && now < known.until && (known.stock >= stock || now - known.stockReadAt < this.stockCacheMs)) return known.state;
    // A reading begun before this request's version read may be older than it: then read again.
    let next = await this.sharedReading();
    if (next.state.version < version || next.until <= now || next.stock < stock) next = await this.readGeneration();
    // A slower request must not put back an older generation than another one adopted.
    if (!this.current || newer(next, this.current)) this.current = next;
    return next.state;
  }

  /**
   * The version as of a reading that starts after the call: a reading already sent may have been
   * sent before a write the caller has seen (its own review, an order that just returned). Callers
   * share the next reading, sent once the event loop has taken in what arrived with them, so under
   * load one reading serves every request that arrived together instead of one each.
   */
  private versionNow(): Promise<VersionReading> {
    return (this.nextVersionReading ??= outsideLanes(() =>
      new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => {
          this.nextVersionReading = null;
          return queryFixedRows<VersionReading>(this.db, `select version, stock_version as stock, ${nowMs} as now from catalog_version where id = 1`);
        })
        .then(([row]) => ({ version: row?.version ?? 0, stock: row?.stock ?? 0, now: row?.now ?? Infinity })),
    ));
  }

  private sharedReading(): Promise<Generation> {
    if (!this.reading) {
      const reading = outsideLanes(() => this.readGeneration()).finally(() => {
        if (this.reading === reading) this.reading = null;
      });
      this.reading = reading;
    }
    return this.reading;
  }

  private async readGeneration(): Promise<Generation> {
    const [row] = await queryFixedRows<{ version: number; stock: number; now: number; until: number | null }>(
      this.db,
      `select version, stock_version as stock, ${nowMs} as now, ${nextSaleChange} as until from catalog_version where id = 1`,
    );
    const version = row?.version ?? 0;
    const stock = row?.stock ?? 0;
    const until = row?.until ?? Infinity;
    return { state: { version, generation: `${version}.${stock}@${until}` }, until, stock, stockReadAt: row?.now ?? 0 };
  }
}

function newer(next: Generation, current: Generation): boolean {
  return next.state.version > current.state.version || (next.state.version === current.state.version && next.stock >= current.stock);
}

const clocks = new WeakMap<Database, CatalogClock>();

/** The process's clock for one database. */
export function catalogClockOf(db: Database): CatalogClock {
  let clock = clocks.get(db);
  if (!clock) clocks.set(db, (clock = new CatalogClock(db)));
  return clock;
}
