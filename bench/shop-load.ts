// The sale-day load (issue 41): simulated shoppers, each with its own address and session, run the
// mix of bench/load/shopping-mix.ts (80 % page views, 15 % cart changes, 5 % checkouts racing for a
// few products whose stock is low) against the production server on PostgreSQL, first with
// WORKERS=1, then WORKERS=2. For each: the highest throughput (shoppers as fast as the shop
// answers), then a run paced at 80 % of it, whose page views' p99 is the figure against the target
// (the rate it sustains); where that misses, runs at 60 and 40 % say at which rate the shop holds
// the target. Each run prints p50 and p99 per kind, errors, and orders placed against
// units taken from stock, which must match. Then the 2-worker/1-worker throughput ratio.
// The bench's shoppers share the machine's cores with the server: on 2 cores, the ratio shows
// what a second worker adds beside them. It first times how much work the cores do together
// against one alone (bench/core-scaling.ts): the ratio cannot exceed that.
// Needs a PostgreSQL server where it may create databases (bench/load/bench-database.ts), and a build.
//   node --import tsx bench/shop-load.ts [seconds per run] [--fault kill-worker|restart-postgres|smtp-refuse]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { coreScaling } from './core-scaling';
import { benchDatabases, benchServerUrl } from './load/bench-database';
import { faults, type FaultContext, type FaultName } from './load/faults';
import { ledgerMatches, printRun } from './load/report';
import { shopRun, type RunOutcome } from './load/shop-run';
import { reportFigure } from './report-figure';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { fault: { type: 'string', multiple: true } } });
const seconds = Number(positionals[0] ?? 30);
const shoppers = 16;
const pageViewP99TargetMs = 300;
const chosenFaults = (values.fault ?? []) as FaultName[];
const unknown = chosenFaults.filter((name) => !(name in faults));
if (unknown.length) throw new Error(`no such fault: ${unknown.join(', ')}; the faults are ${Object.keys(faults).join(', ')}`);

console.log(`shop-load: ${shoppers} shoppers, ${seconds} s a run, ${os.cpus().length} cores, PostgreSQL at ${new URL(benchServerUrl).host}`);
console.log(`load average before: ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}`);
const scaling = await coreScaling();
console.log(`the ${scaling.cores} cores together do ${scaling.together.toFixed(2)}× the work of one (a fixed loop on 1 and ${scaling.cores} threads): the most ${scaling.cores} workers could give, before the shoppers and PostgreSQL take their share`);
const databases = await benchDatabases();
const outcomes: RunOutcome[] = [];
const run: FaultContext['run'] = async (title, options) => {
  const outcome = await shopRun({ ...options, databases: options.databases ?? databases });
  printRun(`${title} (load ${os.loadavg()[0]!.toFixed(1)})`, outcome);
  outcomes.push(outcome);
  return outcome;
};
try {
  const highest = new Map<number, number>();
  const sustainedP99 = new Map<number, number>();
  /** The highest paced rate whose page views kept p99 within the target, as a share of the highest throughput. */
  const withinTarget = new Map<number, number>();
  for (const workers of [1, 2]) {
    const fastest = await run(`WORKERS=${workers}, as fast as it answers`, { workers, seconds, shoppers });
    highest.set(workers, fastest.throughput);
    // 80 % of the highest is the figure against the target; where it misses, lower rates show
    // which one the shop holds it at.
    for (const share of [0.8, 0.6, 0.4]) {
      const rate = Math.max(1, Math.round(fastest.throughput * share));
      const paced = await run(`WORKERS=${workers}, paced at ${rate} actions/s (${share * 100} % of the highest)`, { workers, seconds, shoppers: shoppers * 2, ratePerSecond: rate });
      const p99 = paced.tally.pageViews().p99;
      if (share === 0.8) sustainedP99.set(workers, p99);
      if (p99 <= pageViewP99TargetMs) {
        withinTarget.set(workers, share);
        break;
      }
    }
  }
  for (const name of chosenFaults) await faults[name]({ run, shoppers });

  const errors = outcomes.reduce((sum, outcome) => sum + outcome.tally.errorCount, 0);
  const ratio = highest.get(2)! / highest.get(1)!;
  console.log(`\nload average after: ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}`);
  reportFigure({ name: 'shop-load, WORKERS=1, highest throughput', value: highest.get(1)!, unit: 'actions/s' });
  reportFigure({ name: 'shop-load, WORKERS=2, highest throughput', value: highest.get(2)!, unit: 'actions/s' });
  reportFigure({ name: 'shop-load, work of all cores against one (ceiling of the ratio)', value: scaling.together, unit: '×' });
  reportFigure({ name: 'shop-load, 2-worker/1-worker throughput', value: ratio, unit: '×', atLeast: 1.5 });
  reportFigure({ name: 'shop-load, page views p99 at 80 % of the highest rate, WORKERS=2', value: sustainedP99.get(2)!, unit: 'ms', atMost: pageViewP99TargetMs });
  for (const workers of [1, 2]) {
    const share = withinTarget.get(workers);
    console.log(`WORKERS=${workers}: page views' p99 within ${pageViewP99TargetMs} ms ${share ? `at ${share * 100} % of the highest rate, ${(highest.get(workers)! * share).toFixed(0)} actions/s` : 'at none of 80, 60 and 40 % of the highest rate'}`);
  }
  reportFigure({ name: 'shop-load, errors other than sold-out refusals', value: errors, unit: '', atMost: 0 });
  reportFigure({ name: 'shop-load, runs whose orders and units match', value: outcomes.filter(ledgerMatches).length / outcomes.length, unit: 'of all', atLeast: 1 });
} finally {
  await databases.dropAll();
}
