// How a load run is printed: per kind of action its count, p50, p99, sold-out refusals and errors,
// then throughput, orders against units and the first errors.
import { actionKinds } from './tally';
import type { RunOutcome } from './shop-run';

export function printRun(title: string, outcome: RunOutcome): void {
  const { tally, ledger, seconds, throughput, cpuMsPerAction, machine, workerShares } = outcome;
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
  console.log(`\n${title}: ${tally.actions} actions in ${seconds.toFixed(1)} s = ${throughput.toFixed(1)}/s, server CPU ${cpuMsPerAction.toFixed(2)} ms per action`);
  console.log(
    `  the machine's cores: ${percent(machine.busy)} busy: the server ${percent(machine.server)}, the shoppers ${percent(machine.shoppers)}, the rest (PostgreSQL, other work) ${percent(Math.max(0, machine.busy - machine.server - machine.shoppers))}`,
  );
  if (workerShares.length > 1) console.log(`  the workers' shares of the cores: ${workerShares.map(percent).join(' / ')} (uneven when the shoppers' connections landed unevenly)`);
  console.log(`  ${'kind'.padEnd(10)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'sold out'.padStart(9)} ${'errors'.padStart(7)}`);
  const rows = [...actionKinds.map((kind) => [kind, tally.figures(kind)] as const), ['page views', tally.pageViews()] as const];
  for (const [kind, figures] of rows) {
    console.log(`  ${kind.padEnd(10)} ${String(figures.count).padStart(6)} ${figures.p50.toFixed(0).padStart(8)} ${figures.p99.toFixed(0).padStart(8)} ${String(figures.soldOut).padStart(9)} ${String(figures.errors).padStart(7)}`);
  }
  console.log(
    `  orders: ${tally.ordersPlaced} placed as shoppers saw them, ${ledger.orders} in the database; low-stock units: ${ledger.unitsOrdered} ordered, ${ledger.unitsTaken} taken from stock, lowest stock ${ledger.lowestStock}: ${ledgerMatches(outcome) ? 'they match' : 'MISMATCH'}`,
  );
  const cutOff = tally.cutOffCounts;
  if (cutOff.actions) console.log(`  cut off by the fault (connection lost with the killed worker): ${cutOff.actions} actions, ${cutOff.checkouts} of them checkouts`);
  for (const example of tally.errorExamples) console.log(`  error: ${example}`);
}

/**
 * Orders and units match, and no stock went below zero. A checkout a fault cut off may have placed
 * its order before the connection went (the shopper never heard), so the database may hold up to
 * that many orders more than the shoppers saw; never fewer.
 */
export function ledgerMatches({ tally, ledger }: RunOutcome): boolean {
  const unheard = ledger.orders - tally.ordersPlaced;
  return unheard >= 0 && unheard <= tally.cutOffCounts.checkouts && ledger.unitsOrdered === ledger.unitsTaken && ledger.lowestStock >= 0;
}
