// The execution deadline. Past it (or once the client has gone away), every resolver that finds or
// computes something answers empty instead (null, or an empty list where one is required), so the
// rest of the execution falls through in moments; the request then answers that it took too long.
// The executor's own AbortSignal support is not used: when it aborts, graphql-tools leaves the
// promises of fields under way without a handler, and their rejections would crash the process.
// Reading the clock costs little, but resolvers run by the hundred thousand: it is read every few
// dozen asks.
import { getNullableType, isListType, isNonNullType, isObjectType, type GraphQLSchema } from 'graphql';

const asksPerClockReading = 32;

export class Deadline {
  private readonly end: number;
  private asks = 0;
  private stopped = false;
  /** A resolver answered empty because of the deadline: the answer is incomplete. */
  tripped = false;

  constructor(ms: number, clientGone?: AbortSignal) {
    this.end = performance.now() + ms;
    clientGone?.addEventListener('abort', () => (this.stopped = true), { once: true });
  }

  /** Whether the request should stop, read from the clock now: asked before each database query, which costs far more. */
  passed(): boolean {
    if (!this.stopped && performance.now() >= this.end) this.stopped = true;
    if (this.stopped) this.tripped = true;
    return this.stopped;
  }

  /** Whether resolvers should stop; counts the ask. */
  reached(): boolean {
    if (!this.stopped && ++this.asks % asksPerClockReading === 0 && performance.now() >= this.end) this.stopped = true;
    if (this.stopped) this.tripped = true;
    return this.stopped;
  }
}

/** What a request's context carries for the deadline; the server's own requests carry none. */
interface DeadlineContext {
  deadline?: Deadline;
}

/**
 * Makes every resolver of `schema` (in place) answer empty once its request's deadline is reached.
 * Left alone: the mutations themselves, and required single values, which are cheap and must be
 * answered. (Only queries get a deadline: see request-bounds.ts.)
 */
export function stopResolversAtDeadline(schema: GraphQLSchema): void {
  const mutationType = schema.getMutationType();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || type === mutationType) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      const required = isNonNullType(field.type);
      if (required && !isListType(getNullableType(field.type))) continue;
      const empty = required ? [] : null;
      field.resolve = (source, args, context: DeadlineContext, info) => (context?.deadline?.reached() ? empty : resolve(source, args, context, info));
    }
  }
}
