// What the soak samples while the mix runs: the server's resident memory (every worker) and the
// sizes of the tables that grow with shoppers (sessions, rate-limit buckets, the mail outbox),
// with how many of their rows are past their end and only wait for a trim.
import pg from 'pg';
import { treeResidentMb } from '../process-tree';

export interface Sample {
  atMinutes: number;
  residentMb: number;
  tables: Record<string, { rows: number; pastTheirEnd: number }>;
}

/** Each table a shopper's visit adds rows to, and which of its rows are due for removal. */
const grownTables = {
  sessions: 'expires_at <= now()',
  rate_limits: 'full_at < now()',
  mail_outbox: `sent_at < now() - interval '30 days'`,
};

export async function sampleEvery(intervalMs: number, pid: number, databaseUrl: string, until: () => boolean, samples: Sample[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const start = performance.now();
  try {
    while (!until()) {
      const tables: Sample['tables'] = {};
      for (const [table, ended] of Object.entries(grownTables)) {
        const { rows } = await client.query<{ rows: number; past: number }>(`select count(*)::int as rows, (count(*) filter (where ${ended}))::int as past from ${table}`);
        tables[table] = { rows: rows[0]!.rows, pastTheirEnd: rows[0]!.past };
      }
      samples.push({ atMinutes: (performance.now() - start) / 60_000, residentMb: treeResidentMb(pid), tables });
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  } finally {
    await client.end();
  }
}

/** The least-squares slope of `value` over the samples' minutes: units a minute. */
export function slopePerMinute<S extends { atMinutes: number }>(samples: readonly S[], value: (sample: S) => number): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, sample) => sum + sample.atMinutes, 0) / n;
  const meanY = samples.reduce((sum, sample) => sum + value(sample), 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const sample of samples) {
    covariance += (sample.atMinutes - meanX) * (value(sample) - meanY);
    variance += (sample.atMinutes - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}
