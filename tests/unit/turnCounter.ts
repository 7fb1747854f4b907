// Counts the turns of Node's event loop with an immediate that schedules itself: it runs once per
// turn, so work that never gives the loop a turn leaves the count where it was.
export function turnCounter(): { now(): number; stop(): void } {
  let turn = 0;
  let counting = true;
  const count = () => {
    turn++;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  return { now: () => turn, stop: () => void (counting = false) };
}
