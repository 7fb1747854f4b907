// What PostgreSQL said when a statement failed, from either driver: drizzle wraps the driver's
// error (its `cause`), which carries the SQLSTATE code and, for a constraint, the constraint's name.

export interface PgErrorFacts {
  code: string;
  constraint: string | undefined;
}

export function pgErrorOf(error: unknown): PgErrorFacts | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return null;
}

/** A deadlock or a serialization failure: the transaction did nothing and may simply run again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
}
