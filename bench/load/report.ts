// How a load run is printed: per kind of action its count, p50, p99, sold-out refusals and errors,
// then throughput, orders against units and the first errors.
import { actionKinds } from './tally';
import type { RunOutcome } from './shop-run';

export function printRun(title: string, outcome: RunOutcome): void {
  const { tally, ledger, seconds, throughput, cpuMsPerAction } = outcome;
  console.log(`\n${title}: ${tally.actions} actions in ${seconds.toFixed(1)} s = ${throughput.toFixed(1)}/s, server CPU ${cpuMsPerAction.toFixed(2)} ms per action`);
  console.log(`  ${'kind'.padEnd(10)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'sold out'.padStart(9)} ${'errors'.padStart(7)}`);
  const rows = [...actionKinds.map((kind) => [kind, tally.figures(kind)] as const), ['page views', tally.pageViews()] as const];
  for (const [kind, figures] of rows) {
    console.log(`  ${kind.padEnd(10)} ${String(figures.count).padStart(6)} ${figures.p50.toFixed(0).padStart(8)} ${figures.p99.toFixed(0).padStart(8)} ${String(figures.soldOut).padStart(9)} ${String(figures.errors).padStart(7)}`);
  }
  console.log(
    `  orders: ${tally.ordersPlaced} placed as shoppers saw them, ${ledger.orders} in the database; low-stock units: ${ledger.unitsOrdered} ordered, ${ledger.unitsTaken} taken from stock, lowest stock ${ledger.lowestStock}: ${ledgerMatches(outcome) ? 'they match' : 'MISMATCH'}`,
  );
  for (const example of tally.errorExamples) console.log(`  error: ${example}`);
}

/** Orders and units match, and no stock went below zero. */
export function ledgerMatches({ tally, ledger }: RunOutcome): boolean {
  return ledger.orders === tally.ordersPlaced && ledger.unitsOrdered === ledger.unitsTaken && ledger.lowestStock >= 0;
}
