// The catalog's generation as a request finds it (../catalog-cache.ts keeps rows per generation):
// the catalog's version, read once per request, and when the next scheduled sale starts or ends;
// requests that arrive together share one reading.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { outsideLanes } from '../../../db/request-lane';
import { queryRows } from '../../../db/rows';

export async function readCatalogVersion(db: Database): Promise<number> {
  const [row] = await queryRows<{ version: number }>(db, sql`select version from catalog_version where id = 1`);
  return row?.version ?? 0;
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
}

const nowMs = sql`(extract(epoch from now()) * 1000)::float8`;

// A sale is on from sale_from (inclusive) to sale_to (inclusive), so what is cached now holds until
// the earliest sale_from still ahead, or the earliest sale_to not yet passed.
const nextSaleChange = sql`(extract(epoch from least(
    (select least(min(sale_from) filter (where sale_from > now()), min(sale_to) filter (where sale_to >= now())) from products),
    (select least(min(sale_from) filter (where sale_from > now()), min(sale_to) filter (where sale_to >= now())) from product_variations)
  )) * 1000)::float8`;

interface VersionReading {
  version: number;
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

  constructor(private readonly db: Database) {}

  async read(): Promise<CatalogState> {
    const { version, now } = await this.versionNow();
    const known = this.current;
    if (known && known.state.version === version && now < known.until) return known.state;
    // A reading begun before this request's version read may be older than it: then read again.
    let next = await this.sharedReading();
    if (next.state.version < version || next.until <= now) next = await this.readGeneration();
    // A slower request must not put back an older version than another one adopted.
    if (!this.current || this.current.state.version <= next.state.version) this.current = next;
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
          return queryRows<{ version: number; now: number }>(this.db, sql`select version, ${nowMs} as now from catalog_version where id = 1`);
        })
        .then(([row]) => ({ version: row?.version ?? 0, now: row?.now ?? Infinity })),
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
    const [row] = await queryRows<{ version: number; until: number | null }>(
      this.db,
      sql`select version, ${nextSaleChange} as until from catalog_version where id = 1`,
    );
    const version = row?.version ?? 0;
    const until = row?.until ?? Infinity;
    return { state: { version, generation: `${version}@${until}` }, until };
  }
}

const clocks = new WeakMap<Database, CatalogClock>();

/** The process's clock for one database. */
export function catalogClockOf(db: Database): CatalogClock {
  let clock = clocks.get(db);
  if (!clock) clocks.set(db, (clock = new CatalogClock(db)));
  return clock;
}
