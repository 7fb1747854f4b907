// The attacker of bench/abuse-load.ts: its own process (so its work is not on the bench's event
// loop, as an attacker's is not on the shop's), one connection, each request sent as soon as the
// last is answered, with a request timeout so that a server that works on a request for long shows
// as timeouts, not as a hang. It sends one attack shape from one address between a start and a stop
// message and answers what it got.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { attackShapes, type AttackTarget } from './attack-shapes';

const requestTimeoutSeconds = 5;

/** What the attacker got in one run. */
export interface AttackTally {
  /** How many answers came with each status. */
  statuses: Record<number, number>;
  /** Answered with a 4xx, or with GraphQL errors. */
  refused: number;
  /** Answered without an error. */
  served: number;
  /** Answered with a 5xx. */
  failed: number;
  timedOut: number;
  /** Of the answered requests (0 when none was). */
  medianMs: number;
  /** The first answer, as the server worded it. */
  firstAnswer?: string;
  /** The first 5xx answer, so that a failure shows its cause. */
  firstFailure?: string;
}

type ToAttacker = { type: 'start'; shape: number; address: string } | { type: 'stop' };
type FromAttacker = { type: 'started' } | { type: 'stopped'; tally: AttackTally };

export interface Attacker {
  /** Sends `shape` from `address` for as long as `beside` runs. */
  attackDuring<T>(shape: number, address: string, beside: () => Promise<T>): Promise<{ result: T; tally: AttackTally }>;
  stop(): void;
}

export function startAttacker(origin: string, target: AttackTarget): Attacker {
  const child = fork(fileURLToPath(import.meta.url), ['--attacker', origin, JSON.stringify(target)], { execArgv: ['--import', 'tsx'] });
  return {
    async attackDuring(shape, address, beside) {
      child.send({ type: 'start', shape, address } satisfies ToAttacker);
      await nextMessage(child, 'started');
      const result = await beside();
      child.send({ type: 'stop' } satisfies ToAttacker);
      const { tally } = await nextMessage(child, 'stopped');
      return { result, tally };
    },
    stop: () => child.connected && child.disconnect(),
  };
}

function nextMessage<T extends FromAttacker['type']>(child: ChildProcess, type: T): Promise<Extract<FromAttacker, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the attacker exited with ${code}`));
    const onMessage = (message: FromAttacker) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<FromAttacker, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

// ---- the attacker's process ---------------------------------------------------------------

if (process.argv[2] === '--attacker') runAttacker(process.argv[3]!, JSON.parse(process.argv[4]!) as AttackTarget);

function runAttacker(origin: string, target: AttackTarget): void {
  const send = (message: FromAttacker) => process.send!(message);
  let instance: autocannon.Instance | undefined;
  // Counts on over runs, so a shape's second round does not repeat its first's requests.
  let n = 0;
  // The bench is gone (done, or failed mid-run): so is its attacker.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: ToAttacker) => {
    if (message.type === 'stop') return instance?.stop();
    const shape = attackShapes[message.shape]!;
    const tally: Omit<AttackTally, 'timedOut' | 'medianMs'> = { statuses: {}, refused: 0, served: 0, failed: 0 };
    instance = autocannon(
      {
        url: origin,
        connections: 1,
        timeout: requestTimeoutSeconds,
        // Until told to stop.
        duration: 3600,
        requests: [
          {
            setupRequest: (request) => {
              const attack = shape.request(n++, target);
              return { ...request, ...attack, headers: { ...attack.headers, 'x-forwarded-for': message.address } };
            },
            onResponse: (status, body) => {
              tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
              tally[classify(status, body)]++;
              // On one line, a page's markup too.
              tally.firstAnswer ??= `${status} ${body.slice(0, 200).replace(/\s+/g, ' ')}`;
              if (status >= 500) tally.firstFailure ??= `${status} ${body.slice(0, 300).replace(/\s+/g, ' ')}`;
            },
          },
        ],
      },
      (error, result) => {
        if (error) throw error;
        const answered = tally.refused + tally.served + tally.failed;
        send({ type: 'stopped', tally: { ...tally, timedOut: result.timeouts, medianMs: answered ? result.latency.p50 : 0 } });
      },
    );
    send({ type: 'started' });
  });
}

function classify(status: number, body: string): 'refused' | 'served' | 'failed' {
  if (status >= 500) return 'failed';
  if (status >= 400) return 'refused';
  if (!body.startsWith('{')) return 'served';
  try {
    const { errors } = JSON.parse(body) as { errors?: unknown[] };
    return errors?.length ? 'refused' : 'served';
  } catch {
    return 'served';
  }
}
