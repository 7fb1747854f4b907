// Waits until what a model step set going has settled: the promises it started and the actors'
// answers to them. setImmediate comes once they have; a 0 ms timer took a millisecond or more a
// step, half of the checkout model's time.
export function afterPromises(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
