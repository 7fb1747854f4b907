// A process's memory of overdrawn buckets: charges answered out of order never shorten a debt.
import { describe, expect, it } from 'vitest';
import { OverdrawnBuckets } from '../../server/domain/rate-limits/overdrawn-buckets';

describe('OverdrawnBuckets', () => {
  it('refuses until the debt is paid back, then forgets it', () => {
    const buckets = new OverdrawnBuckets();
    buckets.note('a', 30, 0);
    expect(buckets.waitOf('a', 0)).toBe(30);
    expect(buckets.waitOf('a', 29_500)).toBe(1);
    expect(buckets.waitOf('a', 30_000)).toBe(0);
    expect(buckets.waitOf('b', 0)).toBe(0);
  });

  it('keeps the later debt when an earlier charge answers last', () => {
    const buckets = new OverdrawnBuckets();
    buckets.note('a', 30, 0);
    buckets.note('a', 0, 10);
    expect(buckets.waitOf('a', 20)).toBe(30);
    buckets.note('a', 5, 30);
    expect(buckets.waitOf('a', 40)).toBe(30);
    buckets.note('a', 45, 50);
    expect(buckets.waitOf('a', 50)).toBe(45);
  });
});
