// A review's text is measured before its markup is read, and read in time that grows with its
// length alone (server/domain/reviews/submitted-text.ts).
import { describe, expect, it } from 'vitest';
import { longerThan, submittedPlainText } from '../../server/domain/reviews/submitted-text';

const tooLong = 'too long';

/** The median of a few timings of `work`, in milliseconds. */
function medianMs(work: () => void): number {
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now();
    work();
    return performance.now() - start;
  });
  return times.sort((a, b) => a - b)[2]!;
}

describe('submittedPlainText', () => {
  it('strips tags, drops what scripts and styles hold, and decodes entities', () => {
    expect(submittedPlainText('<p>Fits 5 &lt; 6 &amp; <b>more</b></p><script>alert(1)</script><style>p{}</style>', 100, tooLong)).toBe('Fits 5 < 6 & more');
    expect(submittedPlainText('a < b\r\nc', 100, tooLong)).toBe('a < b\nc');
    expect(submittedPlainText('<svg><text>hidden</text></svg>shown\u0000', 100, tooLong)).toBe('shown');
  });

  it('counts characters as a shopper does: an emoji is one', () => {
    expect(submittedPlainText('🌿'.repeat(10), 10, tooLong)).toBe('🌿'.repeat(10));
    expect(() => submittedPlainText('🌿'.repeat(11), 10, tooLong)).toThrow(tooLong);
    expect(longerThan('a'.repeat(21), 10)).toBe(true);
    expect(longerThan(' '.repeat(10), 10)).toBe(false);
  });

  it('refuses 50 KB of nested tags in well under 10 ms, before reading it', () => {
    const attack = '<b>'.repeat(16_600);
    expect(() => submittedPlainText(attack, 5_000, tooLong)).toThrow(tooLong);
    const refusing = () => {
      try {
        submittedPlainText(attack, 5_000, tooLong);
      } catch {
        // Refused, as expected above: only the time counts here.
      }
    };
    expect(medianMs(refusing)).toBeLessThan(2);
  });

  it('reads a text at the limit nested as deep as it can be about as fast as the same tags side by side', () => {
    const nested = '<b>'.repeat(1_666);
    expect(submittedPlainText(nested, 5_000, tooLong)).toBe('');
    // A ratio to a baseline taken in the same run, so a loaded machine slows both alike: nesting
    // that cost time with its depth took 0.5 s and more here, side-by-side tags 1–2 ms.
    const sideBySide = '<b>a</b>'.repeat(624);
    const baselineMs = medianMs(() => void submittedPlainText(sideBySide, 5_000, tooLong));
    expect(medianMs(() => void submittedPlainText(nested, 5_000, tooLong))).toBeLessThan(5 * baselineMs + 1);
  });
});
