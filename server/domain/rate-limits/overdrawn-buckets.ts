// The buckets a server process has found overdrawn when it charged them (store/buckets.ts
// `chargeTokens`), and until when. Asking them costs no database read, so every query can be
// checked against its client's debt; another process learns of a debt at its own next charge.

/** Clients in debt at once that one process remembers; past it the oldest are forgotten (the database still holds their debt). */
const maxRemembered = 10_000;

export class OverdrawnBuckets {
  private readonly until = new Map<string, number>();

  /** Seconds until the bucket allows anything again; 0 when it does now. */
  waitOf(key: string, now = Date.now()): number {
    const until = this.until.get(key);
    if (until === undefined) return 0;
    if (until <= now) {
      this.until.delete(key);
      return 0;
    }
    return Math.ceil((until - now) / 1000);
  }

  /**
   * Notes what a charge answered: overdrawn for `seconds` more, or not (0). Charges of one client
   * run at once on several connections and may answer out of order; a charge never pays a debt
   * back, so an earlier one's answer coming last never shortens what a later one found.
   */
  note(key: string, seconds: number, now = Date.now()): void {
    const until = now + seconds * 1000;
    if (seconds <= 0 || until <= (this.until.get(key) ?? 0)) return;
    this.until.delete(key);
    this.until.set(key, until);
    if (this.until.size <= maxRemembered) return;
    for (const [known, until] of this.until) if (until <= now) this.until.delete(known);
    for (const known of this.until.keys()) {
      if (this.until.size <= maxRemembered) break;
      this.until.delete(known);
    }
  }
}
