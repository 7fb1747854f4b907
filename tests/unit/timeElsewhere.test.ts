// What a request spends waiting on another service is noted apart from the server's own time
// (server/domain/rate-limits/time-elsewhere.ts).
import { describe, expect, it } from 'vitest';
import { elsewhere, measuringTimeElsewhere, TimeElsewhere } from '../../server/domain/rate-limits/time-elsewhere';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('time elsewhere', () => {
  it('notes the time a request waits on another service, and only that', async () => {
    const away = new TimeElsewhere();
    await measuringTimeElsewhere(away, async () => {
      await wait(30);
      await elsewhere(() => wait(40));
      await elsewhere(() => wait(20));
    });
    expect(away.ms).toBeGreaterThanOrEqual(55);
    expect(away.ms).toBeLessThan(90);
  });

  it('keeps each request’s time apart', async () => {
    const first = new TimeElsewhere();
    const second = new TimeElsewhere();
    await Promise.all([
      measuringTimeElsewhere(first, () => elsewhere(() => wait(40))),
      measuringTimeElsewhere(second, async () => void (await wait(40))),
    ]);
    expect(first.ms).toBeGreaterThanOrEqual(35);
    expect(second.ms).toBe(0);
  });

  it('counts a failed call too, and lets its error through', async () => {
    const away = new TimeElsewhere();
    await expect(measuringTimeElsewhere(away, () => elsewhere(() => wait(20).then(() => Promise.reject(new Error('declined')))))).rejects.toThrow('declined');
    expect(away.ms).toBeGreaterThanOrEqual(15);
  });
});
