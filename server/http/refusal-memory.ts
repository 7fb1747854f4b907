// Requests refused by the request bounds for what they ask (too expensive, too deep, too large)
// get the same refusal every time, whoever asks: too deep and too large follow from the request's
// text alone; too expensive also from the catalog's longest lists (bounds/cost.ts), which change
// only with catalog writes. So each is remembered, and a client sending it again is answered from
// memory, before the catalog's version is read or Yoga parses anything: flooding the server with a
// refused query costs it a hash and a write. A cost refusal is remembered for a short while only,
// so a catalog that shrinks lets the request through soon after. Least recently used first out.
import { Answer } from './answer-cache';

/** The refusals that follow from the request's text alone (server/graphql/bounds/refusals.ts). */
const textRefusalCodes = new Set(['QUERY_TOO_DEEP', 'QUERY_TOO_LARGE']);
/** The refusal that also follows from the catalog as it stands, and how long it is kept. */
const catalogRefusalCode = 'QUERY_TOO_EXPENSIVE';
export const catalogRefusalMs = 30_000;
/** A refusal is one short error; anything longer is not one. */
const maxRefusalBytes = 2048;

/** The code of a lone refusal of the request (an answer with no data and one error); null otherwise. */
export function refusalCode(answer: Answer): string | null {
  if (answer.identity.length > maxRefusalBytes) return null;
  try {
    const { data, errors } = JSON.parse(answer.identity.toString('utf8')) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    return data === undefined && errors?.length === 1 ? (errors[0]?.extensions?.code ?? null) : null;
  } catch {
    return null;
  }
}

interface Remembered {
  answer: Answer;
  /** When it is forgotten (ms since the epoch); never for a refusal of the text alone. */
  until: number;
}

export class RefusalMemory {
  private readonly entries = new Map<string, Remembered>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Answer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** Keeps `answer` for `key` when it is a refusal of what the request asks. */
  note(key: string, answer: Answer | Response): void {
    if (!(answer instanceof Answer)) return;
    const code = refusalCode(answer);
    const until = code && textRefusalCodes.has(code) ? Infinity : code === catalogRefusalCode ? this.now() + catalogRefusalMs : null;
    if (until === null) return;
    this.entries.set(key, { answer, until });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
