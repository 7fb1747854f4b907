// `npm run bench`: builds if the build is not current (scripts/build-if-stale.ts), runs every
// benchmark in its own process, one after another, and ends with one table of their figures
// (reported through bench/report-figure.ts) against their targets. Benches that take a duration
// get a shorter one than when run alone. A bench that crashes, hangs, reports nothing or misses a
// target makes the exit code non-zero; the others still run.
// About 40 minutes on a 2-core machine, most of it Lighthouse's 108 runs (36 pages); the first run also seeds
// the 10,000-product catalogs of product-list-answer, listing-browser and sitemap, about 2½ minutes
// more, and builds the commit page-cpu compares with (bench/baseline-build.ts), under a minute.
//   npm run bench [-- name …]   (names pick some of the benches, e.g. `npm run bench -- listing-apply`)
import { fork, spawnSync } from 'node:child_process';
import { describeTarget, formatValue, meetsTarget, type Figure, type FigureMessage } from './report-figure';

const benches: { name: string; args: string[] }[] = [
  { name: 'first-load-js', args: [] },
  // Early, while the load average it checks is still the machine's and not the other benches'.
  { name: 'abuse-load', args: ['10'] },
  { name: 'ssr-throughput', args: ['5'] },
  { name: 'page-cpu', args: ['1500'] },
  // Both need a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one
  // on port 55432) and seed the demo shop into it first, a minute or two each.
  { name: 'shop-load', args: ['10'] },
  { name: 'soak', args: ['1.5'] },
  { name: 'listing-apply', args: [] },
  { name: 'product-list-answer', args: [] },
  { name: 'listing-browser', args: [] },
  { name: 'sitemap', args: [] },
  { name: 'refused-queries-load', args: ['5', '3'] },
  { name: 'lighthouse', args: ['3'] },
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !benches.some((bench) => bench.name === name));
if (unknown.length) {
  console.error(`no such bench: ${unknown.join(', ')}; the benches are ${benches.map((bench) => bench.name).join(', ')}`);
  process.exit(1);
}
const toRun = chosen.length ? benches.filter((bench) => chosen.includes(bench.name)) : benches;
/** Far above any bench's time (Lighthouse's 108 runs take about half an hour), seeding included: only a hung bench reaches it. */
const timeoutMs = 60 * 60_000;

interface Outcome {
  name: string;
  figures: Figure[];
  /** Why the bench failed, when it did (a missed target is shown by its figure). */
  failure?: string;
  seconds: number;
}

const started = performance.now();
const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('the build failed: no bench ran');
  process.exit(1);
}

const outcomes: Outcome[] = [];
for (const bench of toRun) outcomes.push(await run(bench.name, bench.args));
printTable(outcomes);
const minutes = (performance.now() - started) / 60_000;
console.log(`\n${toRun.length} benches in ${minutes.toFixed(1)} min`);
const failed = outcomes.some((outcome) => outcome.failure || outcome.figures.some((figure) => meetsTarget(figure) === false));
process.exitCode = failed ? 1 : 0;

function run(name: string, args: string[]): Promise<Outcome> {
  console.log(`\n── ${name} ${args.join(' ')}`.trimEnd());
  const start = performance.now();
  // Its own process group, so that a hung bench is stopped together with the servers it started.
  const child = fork(`bench/${name}.ts`, args, { execArgv: ['--import', 'tsx'], detached: true });
  const figures: Figure[] = [];
  child.on('message', (message: FigureMessage) => message.type === 'figure' && figures.push(message.figure));
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stopGroup('SIGKILL');
  }, timeoutMs);
  // Ctrl-C reaches only this process, not the bench's group.
  const interrupt = () => {
    stopGroup('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', interrupt);
      // Whatever a crashed bench left running.
      stopGroup('SIGKILL');
      const failure = timedOut
        ? `hung: stopped after ${timeoutMs / 60_000} min`
        : code !== 0
          ? `crashed (${signal ? `killed by ${signal}` : `exit code ${code}`})`
          : figures.length === 0
            ? 'reported no figures'
            : undefined;
      resolve({ name, figures, failure, seconds: (performance.now() - start) / 1000 });
    });
  });
}

function printTable(results: Outcome[]): void {
  const rows: string[][] = [['bench', 'figure', 'value', 'target', '']];
  for (const { name, figures, failure, seconds } of results) {
    const first = rows.length;
    for (const figure of figures) {
      const met = meetsTarget(figure);
      rows.push(['', figure.name, `${formatValue(figure.value)} ${figure.unit}`, describeTarget(figure), met === undefined ? '' : met ? 'met' : 'NOT met']);
    }
    if (failure) rows.push(['', '', '', '', `FAILED: ${failure}`]);
    rows[first]![0] = `${name} (${seconds.toFixed(0)} s)`;
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log('');
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}
