// What a load run counts, per kind of action: how many, how long each took (for p50 and p99), the
// honest sold-out refusals, the actions a fault cut off (a connection lost with a worker that was
// killed, in the seconds after the kill), and the errors (anything else that went wrong), with a
// few examples.

import { ConnectionLost } from './shopper-http';

export const actionKinds = ['product', 'list', 'search', 'filter', 'cart', 'checkout'] as const;
export type ActionKind = (typeof actionKinds)[number];
/** The kinds that are page views (the p99 target is theirs). */
export const pageKinds: readonly ActionKind[] = ['product', 'list', 'search', 'filter'];

export interface KindFigures {
  count: number;
  p50: number;
  p99: number;
  soldOut: number;
  errors: number;
}

export class Tally {
  private readonly times = new Map<ActionKind, number[]>(actionKinds.map((kind) => [kind, []]));
  private readonly soldOut = new Map<ActionKind, number>();
  private readonly errors = new Map<ActionKind, number>();
  private readonly cutOff = new Map<ActionKind, number>();
  /** Until when (performance.now()) a lost connection is the fault's doing. */
  private lossExpectedUntil = 0;
  readonly errorExamples: string[] = [];
  ordersPlaced = 0;

  /** A fault is about to cut connections: a connection lost in the next `ms` is counted apart. */
  expectLostConnections(ms: number): void {
    this.lossExpectedUntil = performance.now() + ms;
  }

  /** Whether the error is a connection lost while a fault was expected to cut one. */
  cutOffByFault(error: Error): boolean {
    return error instanceof ConnectionLost && performance.now() <= this.lossExpectedUntil;
  }

  wasCutOff(kind: ActionKind): void {
    this.cutOff.set(kind, (this.cutOff.get(kind) ?? 0) + 1);
  }

  /** Actions a fault cut off, and how many of them were checkouts (their order may or may not be placed). */
  get cutOffCounts(): { actions: number; checkouts: number } {
    let actions = 0;
    for (const count of this.cutOff.values()) actions += count;
    return { actions, checkouts: this.cutOff.get('checkout') ?? 0 };
  }

  done(kind: ActionKind, ms: number): void {
    this.times.get(kind)!.push(ms);
  }

  refusedSoldOut(kind: ActionKind): void {
    this.soldOut.set(kind, (this.soldOut.get(kind) ?? 0) + 1);
  }

  failed(kind: ActionKind, why: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.errorExamples.length < 5) this.errorExamples.push(`${kind}: ${why}`);
  }

  get actions(): number {
    let count = 0;
    for (const times of this.times.values()) count += times.length;
    return count;
  }

  get errorCount(): number {
    let count = 0;
    for (const errors of this.errors.values()) count += errors;
    return count;
  }

  figures(kind: ActionKind): KindFigures {
    const sorted = [...this.times.get(kind)!].sort((a, b) => a - b);
    return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), soldOut: this.soldOut.get(kind) ?? 0, errors: this.errors.get(kind) ?? 0 };
  }

  /** All page views together. */
  pageViews(): KindFigures {
    const sorted = pageKinds.flatMap((kind) => this.times.get(kind)!).sort((a, b) => a - b);
    const errors = pageKinds.reduce((sum, kind) => sum + (this.errors.get(kind) ?? 0), 0);
    return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), soldOut: 0, errors };
  }
}

/** The value below which `fraction` of the sorted values fall (0 for none). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
