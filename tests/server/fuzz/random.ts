// A small seeded generator (sfc32), so a fuzz run can be replayed from the seed it prints. Each
// request draws from its own stream, derived from the run's seed and the request's number, so a
// request is the same whatever order the concurrent loop sends them in.

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    this.a = 0x9e3779b9;
    this.b = seed >>> 0;
    this.c = (stream * 0x85ebca6b) >>> 0;
    this.d = 1;
    // Stir, so close seeds give unrelated streams.
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the choices, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [weight: number, value: T])[]): T {
    let roll = this.next() * choices.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, value] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![1];
  }
}

/** A fresh seed for a run that was not given one. */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}
