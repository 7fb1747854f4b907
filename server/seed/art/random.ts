// A tiny seeded generator (mulberry32): the same seed gives the same picture on every machine,
// which Math.random cannot promise.

export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max), rounded to one decimal so the SVG text stays short. */
export function between(random: Random, min: number, max: number): number {
  return Math.round((min + random() * (max - min)) * 10) / 10;
}
