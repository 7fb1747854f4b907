// Requests refused by the request bounds for what they ask (too expensive, too deep, too large)
// get the same refusal every time: it depends on the request's text alone, not on the catalog or
// on who asks. So each is remembered, and a client sending it again is answered from memory,
// before the catalog's version is read or Yoga parses anything: flooding the server with a
// refused query costs it a hash and a write. Least recently used first out.
import { Answer } from './answer-cache';

/** The refusals that follow from the request's text alone (server/graphql/bounds/refusals.ts). */
const textRefusalCodes = new Set(['QUERY_TOO_EXPENSIVE', 'QUERY_TOO_DEEP', 'QUERY_TOO_LARGE']);
/** A refusal is one short error; anything longer is not one. */
const maxRefusalBytes = 2048;

function isTextRefusal(answer: Answer): boolean {
  if (answer.identity.length > maxRefusalBytes) return false;
  try {
    const { data, errors } = JSON.parse(answer.identity.toString('utf8')) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    return data === undefined && errors?.length === 1 && textRefusalCodes.has(errors[0]?.extensions?.code ?? '');
  } catch {
    return false;
  }
}

export class RefusalMemory {
  private readonly entries = new Map<string, Answer>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string): Answer | undefined {
    const answer = this.entries.get(key);
    if (answer) {
      this.entries.delete(key);
      this.entries.set(key, answer);
    }
    return answer;
  }

  /** Keeps `answer` for `key` when it is a refusal of the request's text. */
  note(key: string, answer: Answer | Response): void {
    if (!(answer instanceof Answer) || !isTextRefusal(answer)) return;
    this.entries.set(key, answer);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
