import { describe, expect, it } from 'vitest';
import { gaugeCache, readCacheGauges } from '../../common/cache-gauges';

describe('cache gauges', () => {
  it('reads every listed cache, summing the caches of one name', () => {
    const english = new Map([['a', 'x']]);
    const german = new Map([['a', 'y'], ['b', 'z']]);
    const sized = (texts: Map<string, string>) => ({ entries: texts.size, bytes: texts.size * 10 });
    gaugeCache('texts in the test', english, sized);
    gaugeCache('texts in the test', german, sized);
    gaugeCache('counted in the test', new Set([1, 2, 3]).add(4), (set) => ({ entries: set.size }));
    german.delete('b');
    const gauges = readCacheGauges();
    expect(gauges['texts in the test']).toEqual({ entries: 2, bytes: 20, caches: 2 });
    expect(gauges['counted in the test']).toEqual({ entries: 4, caches: 1 });
  });
});
