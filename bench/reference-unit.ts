// A fixed piece of work of the kind a page's rendering does (building objects, JSON, string
// escaping, hashing), timed in this process: how fast the machine is right now. Benches that
// compare a figure with one measured on another day divide both by it.
import { createHash } from 'node:crypto';

/** One unit: a catalog-like list of 60 records, serialised, parsed back, escaped and hashed. */
function unit(seed: number): number {
  const records = Array.from({ length: 60 }, (_, index) => ({
    id: seed * 1000 + index,
    name: `Product ${index} – “${seed}”`,
    price: `€${(index * 1.37).toFixed(2)}`,
    tags: ['cotton', 'blue', `size-${index % 7}`],
  }));
  const text = JSON.stringify(records);
  const parsed = JSON.parse(text) as typeof records;
  const escaped = text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return parsed.length + createHash('sha1').update(escaped).digest()[0]!;
}

/** CPU time of this process so far, in ms: unlike the clock, it does not count time other processes had the core. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The median CPU time of one unit, in ms, over several batches after a warm-up. */
export function referenceUnitMs(batches = 15, unitsPerBatch = 100): number {
  let sink = 0;
  for (let index = 0; index < unitsPerBatch; index++) sink += unit(index);
  const times: number[] = [];
  for (let batch = 0; batch < batches; batch++) {
    const start = cpuMs();
    for (let index = 0; index < unitsPerBatch; index++) sink += unit(index);
    times.push((cpuMs() - start) / unitsPerBatch);
  }
  if (sink < 0) console.log(sink);
  return times.sort((a, b) => a - b)[Math.floor(batches / 2)]!;
}
