// Faults under load (issue 41), each as its own minute of the mix on WORKERS=2, the fault 20 s in:
// a worker killed with SIGKILL (the supervisor replaces it); the PostgreSQL server restarted (the
// bench's own, bench/load/own-postgres.ts); the mail server refusing every mail for 30 s of it (the
// SMTP stand-in), after which the outbox must deliver every order's mails. Each prints the
// minute's figures; nothing may be lost: orders and units match, and every order's mails arrive.
// Requests in flight on a killed worker fail with it, and are counted apart from errors.
import pg from 'pg';
import { startSmtpStandIn } from '../../tests/smtp-stand-in/smtp-stand-in';
import { processTree } from '../process-tree';
import { benchDatabases, type BenchDatabases } from './bench-database';
import { startOwnPostgres } from './own-postgres';
import type { RunOptions, RunOutcome } from './shop-run';

export interface FaultContext {
  run: (title: string, options: Omit<RunOptions, 'databases'> & { databases?: BenchDatabases }) => Promise<RunOutcome>;
  shoppers: number;
}

const minute = 60;
const faultAtMs = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const faults = {
  'kill-worker': async ({ run, shoppers }: FaultContext) => {
    await run('fault: one worker killed (SIGKILL) 20 s in', {
      workers: 2,
      seconds: minute,
      shoppers,
      during: async (server, { tally }) => {
        await sleep(faultAtMs);
        const [worker] = processTree(server.pid).slice(1);
        if (!worker) throw new Error('no worker to kill');
        // Its requests in flight fail with their connections (the "fail cleanly"); a
        // connection lost later than this would be the shop's failure, counted as an error.
        tally.expectLostConnections(5000);
        process.kill(worker, 'SIGKILL');
        console.log(`  killed worker ${worker}`);
      },
    });
  },
  'restart-postgres': async ({ run, shoppers }: FaultContext) => {
    const own = startOwnPostgres(Number(process.env.BENCH_OWN_POSTGRES_PORT ?? 16800));
    try {
      const databases = await benchDatabases(own.url);
      try {
        await run('fault: PostgreSQL restarted 20 s in', {
          workers: 2,
          seconds: minute,
          shoppers,
          databases,
          during: async () => {
            await sleep(faultAtMs);
            const start = performance.now();
            own.restart();
            console.log(`  PostgreSQL restarted in ${((performance.now() - start) / 1000).toFixed(1)} s`);
          },
        });
      } finally {
        await databases.dropAll();
      }
    } finally {
      own.stop();
    }
  },
  'smtp-refuse': async ({ run, shoppers }: FaultContext) => {
    const smtp = await startSmtpStandIn();
    try {
      let placedOrders = 0;
      const outcome = await run('fault: the mail server refuses every mail for 30 s, 20 s in', {
        workers: 2,
        seconds: minute,
        shoppers,
        env: { SMTP_URL: smtp.smtpUrl },
        during: async (_server, { databaseUrl }) => {
          await sleep(faultAtMs);
          smtp.refuse(true);
          await sleep(30_000);
          smtp.refuse(false);
          // The outbox retries: wait (up to 3 minutes) for every order's mails to leave it.
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          try {
            for (let waited = 0; waited < 180_000; waited += 2000) {
              await sleep(2000);
              const { rows } = await client.query<{ waiting: number }>(`select count(*)::int as waiting from mail_outbox where sent_at is null`);
              if (rows[0]!.waiting === 0) break;
            }
            const { rows } = await client.query<{ orders: number; waiting: number }>(
              `select (select count(*)::int from orders) as orders, (select count(*)::int from mail_outbox where sent_at is null) as waiting`,
            );
            placedOrders = rows[0]!.orders;
            console.log(`  after the refusals: ${rows[0]!.waiting} mails still waiting in the outbox`);
          } finally {
            await client.end();
          }
        },
      });
      console.log(`  the stand-in received ${smtp.messages.length} mails for ${outcome.tally.ordersPlaced} orders placed in the run (${placedOrders} orders in the database, the seeded ones included)`);
    } finally {
      await smtp.close();
    }
  },
};

export type FaultName = keyof typeof faults;
