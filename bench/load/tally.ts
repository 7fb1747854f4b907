// What a load run counts, per kind of action: how many, how long each took (for p50 and p99), the
// honest sold-out refusals, and the errors (anything else that went wrong), with a few examples.

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
  readonly errorExamples: string[] = [];
  ordersPlaced = 0;

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
