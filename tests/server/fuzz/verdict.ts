// What counts as a failed answer: none at all (a timeout, a dropped connection), a 5xx, an answer
// past the deadline, an error the server did not expect (a resolver crashed and the error was
// masked), or a mutation that ran although it came by GET.
import type { FuzzRequest } from './http-request';
import { keptBytes, type FuzzAnswer } from './send';

interface GraphQLAnswer {
  data?: unknown;
  errors?: { message?: unknown; path?: unknown; extensions?: { code?: unknown } }[];
  message?: unknown;
}

function parsed(text: string): GraphQLAnswer | null {
  try {
    return JSON.parse(text) as GraphQLAnswer;
  } catch {
    // Not JSON (an event stream, a plain-text refusal) or not all of it kept.
    return null;
  }
}

function errorMessage(text: string): string {
  const answer = parsed(text);
  const message = answer?.errors?.[0]?.message ?? answer?.message;
  return typeof message === 'string' ? message.slice(0, 200) : text.slice(0, 200);
}

/** The error the server did not expect (masked as 'Internal server error'), with where it happened. */
function unexpectedError(text: string): string | null {
  if (!/"INTERNAL_SERVER_ERROR"|"Internal server error"/.test(text)) return null;
  const error = parsed(text)?.errors?.find((each) => each.extensions?.code === 'INTERNAL_SERVER_ERROR' || each.message === 'Internal server error');
  if (!error) return 'Internal server error';
  return Array.isArray(error.path) ? `${String(error.message)} at ${error.path.map((key) => (typeof key === 'number' ? 'N' : key)).join('.')}` : String(error.message);
}

function ran(answer: FuzzAnswer): boolean {
  const data = parsed(answer.text)?.data;
  // A body too large to keep whole is a mutation's answer, not a refusal.
  return (data !== undefined && data !== null) || answer.bytes > keptBytes;
}

/** Why the answer fails the run, or null when it is a fine answer (refusals included). */
export function failureOf(request: FuzzRequest, answer: FuzzAnswer, deadlineMs: number): string | null {
  if (answer.error) return answer.status ? `HTTP ${answer.status}, then ${answer.error}` : answer.error;
  if (answer.status >= 500) return `HTTP ${answer.status}: ${errorMessage(answer.text)}`;
  if (answer.ms > deadlineMs) return `HTTP ${answer.status} after ${Math.round(answer.ms)} ms, past the ${deadlineMs} ms deadline`;
  const unexpected = unexpectedError(answer.text);
  if (unexpected) return `HTTP ${answer.status} with an unexpected error: ${unexpected}`;
  if (request.mustNotRun && ran(answer)) return `HTTP ${answer.status}: a mutation sent by GET ran`;
  return null;
}
