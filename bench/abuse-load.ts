// Prints what abuse costs the shop's honest shoppers: for each attack shape (bench/abuse/
// attack-shapes.ts: huge or deeply nested reviews, a body of searches sharing one huge variable,
// deep `related` nesting, uncacheable full product lists, malformed Host headers and odd paths,
// password guessing), one attacker sends it back to back, one request at a time, beside honest
// page traffic (bench/abuse/honest-traffic.ts: pages and the storefront's cheap GraphQL calls), and
// the honest traffic's p99 latency and throughput are set against the same traffic alone.
// Targets: p99 at most 2× and throughput at least 0.8× the quiet figure.
//   node --import tsx bench/abuse-load.ts [seconds per run, 20] [rounds, 1]
// One production server on the demo database, with the shop's default rate limits (they are part of
// the defence) and page cache. Every client of the bench connects from 127.0.0.1, so the server runs
// with TRUST_PROXY=true (server/config.ts → Fastify's trustProxy: with `true`, request.ip, which the
// rate limits count by, is the first address of X-Forwarded-For; checked: an address's sixth review
// is refused, another address's is not) and each client names its own address in X-Forwarded-For:
// each shape's attacker one (so one shape's spent buckets do not soften the next), the account's
// owner another, the shoppers theirs. Otherwise the attacker's refusals would land on the honest
// traffic too.
// Runs alternate (quiet, attack, quiet, attack, …, quiet) so that the shared machine's noise shows;
// each attack run is set against the mean of the quiet runs just before and after it, which cancels
// the machine's slower drifts, and with several rounds an attack's ratios' median is its figure. The
// attacker and autocannon share the machine with the server, so their own CPU counts against the
// honest figures. Figures taken when the load average was above 1.5 before the start are marked.
import os from 'node:os';
import { operationText } from '../tests/server/operation-text';
import { attackShapes, type AttackTarget } from './abuse/attack-shapes';
import { startAttacker, type AttackTally } from './abuse/attacker';
import { prepareHonestTraffic, type HonestRun } from './abuse/honest-traffic';
import { median } from './median';
import { startProductionServer } from './production-server';
import { reportFigure } from './report-figure';

const port = 3353;
/** Documentation addresses (RFC 5737); the shoppers have their own (bench/abuse/honest-traffic.ts). */
const accountOwnerAddress = '203.0.113.10';
const attackerAddress = (shape: number) => `198.51.100.${shape + 1}`;
const busyLoad = 1.5;
const targets = { p99RatioAtMost: 2, throughputRatioAtLeast: 0.8 };

const seconds = Number(process.argv[2] ?? 20);
const rounds = Number(process.argv[3] ?? 1);
const loadBefore = os.loadavg();
const busy = loadBefore[0]! > busyLoad;
console.log(`Honest traffic beside one attacker per attack shape: ${seconds} s per run, ${rounds} round(s)`);
console.log(
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); load average before: ${loadBefore.map((value) => value.toFixed(2)).join(', ')}` +
    (busy ? ` — above ${busyLoad}: a busy machine, figures marked so` : ''),
);

const server = await startProductionServer({ port, env: { TRUST_PROXY: 'true' } });
try {
  const honest = await prepareHonestTraffic(server.origin);
  console.log(`honest traffic: ${honest.description}`);
  const attacker = startAttacker(server.origin, await prepareAttackTarget(server.origin));
  try {
    // Warm up: JIT, the views' chunks, the page cache.
    await honest.run(5);
    const quiet: HonestRun[] = [];
    /** Each attack run, and the quiet runs just before and after it. */
    const attacks: { shape: number; run: HonestRun; tally: AttackTally; before: HonestRun; after: HonestRun }[] = [];
    const runQuiet = async () => {
      const run = await honest.run(seconds);
      quiet.push(run);
      console.log(`quiet     ${run.line}`);
      return run;
    };
    let before = await runQuiet();
    for (let round = 1; round <= rounds; round++) {
      for (const [index, shape] of attackShapes.entries()) {
        const { result, tally } = await attacker.attackDuring(index, attackerAddress(index), () => honest.run(seconds));
        console.log(`attacked  ${result.line}  beside ${shape.name}`);
        console.log(`          attacker: ${describeTally(tally)}`);
        if (server.exit()) throw new Error(`the server stopped under ${shape.name} (${server.exit()})`);
        const after = await runQuiet();
        attacks.push({ shape: index, run: result, tally, before, after });
        before = after;
      }
    }

    const mark = busy ? ' (busy machine)' : '';
    console.log('');
    reportFigure({ name: `honest traffic alone, p99${mark}`, value: median(quiet.map((run) => run.p99Ms)), unit: 'ms' });
    reportFigure({ name: `honest traffic alone, throughput${mark}`, value: median(quiet.map((run) => run.requestsPerSecond)), unit: 'req/s' });
    for (const [index, shape] of attackShapes.entries()) {
      const runs = attacks.filter((attack) => attack.shape === index);
      console.log(`\n${shape.name}:`);
      for (const { run, before, after, tally } of runs) {
        console.log(
          `  honest p99 ${run.p99Ms} ms against ${before.p99Ms} and ${after.p99Ms} ms alone, ` +
            `${run.requestsPerSecond.toFixed(0)} against ${before.requestsPerSecond.toFixed(0)} and ${after.requestsPerSecond.toFixed(0)} req/s`,
        );
        console.log(`  first answer to the attacker: ${tally.firstAnswer ?? 'none (every request timed out)'}`);
      }
      const ratio = (value: (run: HonestRun) => number) =>
        median(runs.map(({ run, before, after }) => value(run) / ((value(before) + value(after)) / 2)));
      reportFigure({ name: `honest p99 beside ${shape.name}, × alone${mark}`, value: ratio((run) => run.p99Ms), unit: '×', atMost: targets.p99RatioAtMost });
      reportFigure({
        name: `honest req/s beside ${shape.name}, × alone${mark}`,
        value: ratio((run) => run.requestsPerSecond),
        unit: '×',
        atLeast: targets.throughputRatioAtLeast,
      });
    }
  } finally {
    attacker.stop();
  }
} finally {
  await server.stop();
}

/** The products to aim at, and an account of a customer who registers from their own address. */
async function prepareAttackTarget(origin: string): Promise<AttackTarget> {
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': accountOwnerAddress },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (!body.data || body.errors) throw new Error(`the shop refused a setup query: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const { products } = (await graphql('{ products(first: 100) { nodes { databaseId slug } } }')) as {
    products: { nodes: { databaseId: number; slug: string }[] };
  };
  const account = 'regular-customer';
  await graphql(operationText('registerCustomer'), {
    input: { username: account, email: `${account}@example.com`, password: 'a long and secret passphrase' },
  });
  return { productId: products.nodes[0]!.databaseId, productSlugs: products.nodes.map((product) => product.slug), account };
}

function describeTally(tally: AttackTally): string {
  const statuses = Object.entries(tally.statuses).map(([status, count]) => `${count}× ${status}`).join(', ') || 'no answer';
  return (
    `${statuses}; ${tally.refused} refused, ${tally.served} served, ${tally.failed} failed (5xx), ` +
    `${tally.timedOut} timed out; median ${tally.medianMs} ms` +
    (tally.firstFailure ? `; first failure: ${tally.firstFailure}` : '')
  );
}
