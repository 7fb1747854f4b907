// The run's record: requests by kind, answers by status, the slowest answers, and the failures
// grouped by what went wrong, each group with its first request in full (shortened where huge),
// so it can be replayed. Only text is kept of a request, so the record holds no large bodies.
import { describeRequest, type FuzzRequest } from './http-request';
import type { FuzzAnswer } from './send';

interface FailureGroup {
  count: number;
  firstIndex: number;
  example: string;
}

interface Slow {
  ms: number;
  index: number;
  kind: string;
  status: number;
}

const slowestKept = 8;

function table(counts: Map<string | number, number>, shown: (value: number) => string = String): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => `  ${shown(count).padStart(6)}  ${name}`)
    .join('\n');
}

export class RunTally {
  readonly byKind = new Map<string, number>();
  /** Seconds waited for answers, by kind: where the run's time goes. */
  readonly secondsByKind = new Map<string, number>();
  readonly byStatus = new Map<number | string, number>();
  readonly failureGroups = new Map<string, FailureGroup>();
  private slowest: Slow[] = [];
  sent = 0;

  record(index: number, request: FuzzRequest, answer: FuzzAnswer, failure: string | null): void {
    this.sent++;
    this.byKind.set(request.kind, (this.byKind.get(request.kind) ?? 0) + 1);
    this.secondsByKind.set(request.kind, (this.secondsByKind.get(request.kind) ?? 0) + answer.ms / 1000);
    const status = answer.status || 'no answer';
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    this.slowest.push({ ms: answer.ms, index, kind: request.kind, status: answer.status });
    this.slowest = this.slowest.sort((a, b) => b.ms - a.ms).slice(0, slowestKept);
    if (!failure) return;
    const key = `${request.kind}: ${failure}`;
    const group = this.failureGroups.get(key);
    if (group) group.count++;
    else this.failureGroups.set(key, { count: 1, firstIndex: index, example: describeRequest(request) });
  }

  get failures(): number {
    let count = 0;
    for (const group of this.failureGroups.values()) count += group.count;
    return count;
  }

  summary(seed: number, seconds: number): string {
    const slowest = this.slowest.map((slow) => `  ${Math.round(slow.ms).toString().padStart(6)} ms  #${slow.index} ${slow.kind} (HTTP ${slow.status || '-'})`);
    return [
      `fuzz: seed ${seed} (replay with FUZZ_SEED=${seed}), ${this.sent} requests in ${seconds.toFixed(1)} s, ${this.failures} failed`,
      'requests by kind:',
      table(this.byKind),
      'seconds waited for answers, by kind (several wait at once):',
      table(this.secondsByKind, (seconds) => seconds.toFixed(1)),
      'answers by status:',
      table(this.byStatus),
      'slowest answers:',
      ...slowest,
    ].join('\n');
  }

  failureReport(seed: number): string {
    return [...this.failureGroups]
      .map(([key, group]) => `${group.count} × ${key}\n  first: request #${group.firstIndex} of seed ${seed} (FUZZ_SEED=${seed})\n${group.example.replace(/^/gm, '    ')}`)
      .join('\n\n');
  }
}
