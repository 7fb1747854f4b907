// Each request's share of the server's time while it was in flight, as a processor shared evenly
// among the requests in flight would give it: the server's time a request is charged
// (address-ledger.ts). Its wall time alone would charge a shopper for the queue: on a saturated
// server every request waits behind the others and takes many times longer, and shoppers were
// refused for time spent waiting on a crowd. With the time shared, a client with one request among
// fifty in flight pays a fiftieth of the wall time it took, while one sending forty of the fifty pays
// for four fifths of the server: what each takes, not what it waits.

/** A request's place on the shared clock, from its begin to its end. */
export interface TimeShare {
  readonly sharedAtBegin: number;
  readonly wallAtBegin: number;
  open: boolean;
}

export interface TimeTaken {
  /** The request's share of the server's time, in milliseconds. */
  shareMs: number;
  /** The time from its begin to its end, in milliseconds. */
  wallMs: number;
}

export class TimeShares {
  private inFlight = 0;
  /** What one request in flight all along would have had of the server, in milliseconds. */
  private shared = 0;
  private last: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.last = now();
  }

  private advance(): number {
    const now = this.now();
    if (this.inFlight > 0) this.shared += (now - this.last) / this.inFlight;
    this.last = now;
    return now;
  }

  begin(): TimeShare {
    const now = this.advance();
    this.inFlight += 1;
    return { sharedAtBegin: this.shared, wallAtBegin: now, open: true };
  }

  /** Ends the request's share (once: a request may end by its answer or by its connection's loss). */
  end(share: TimeShare): TimeTaken {
    if (!share.open) return { shareMs: 0, wallMs: 0 };
    share.open = false;
    const now = this.advance();
    this.inFlight -= 1;
    return { shareMs: this.shared - share.sharedAtBegin, wallMs: now - share.wallAtBegin };
  }
}
