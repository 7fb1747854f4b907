// The Lighthouse bench's rule for what its figures are worth (bench/lighthouse-judgement.ts): judged
// at Lighthouse's 4× from a median benchmark index of 2,000; below it, not judged on a busy machine,
// and measured again with a smaller slowdown, in proportion to the index, on a quiet slower one.
import { describe, expect, it } from 'vitest';
import { slowdownFor, verdictOf } from '../../bench/lighthouse-judgement';

describe('the Lighthouse bench’s judgement', () => {
  it('judges at 4× from a median index of 2,000, whatever the machine’s load', () => {
    expect(verdictOf([2275, 2859, 1900], 0.9)).toEqual({ kind: 'judged', slowdown: 4 });
    expect(verdictOf([2000], 0)).toEqual({ kind: 'judged', slowdown: 4 });
  });

  it('does not judge a page whose runs had a low index while others used the machine', () => {
    expect(verdictOf([1050, 1500, 1200], 0.6)).toEqual({ kind: 'busy', otherCpuShare: 0.6 });
  });

  it('measures a quiet slower machine again with the slowdown its index calls for', () => {
    expect(verdictOf([1500, 1480, 1530], 0.05)).toEqual({ kind: 'slower', slowdown: 3 });
  });

  it('scales the slowdown with the index, as the docs’ table does, and never below no slowdown', () => {
    expect(slowdownFor(1999)).toBe(4);
    expect(slowdownFor(1000)).toBe(2);
    expect(slowdownFor(1250)).toBe(2.5);
    expect(slowdownFor(400)).toBe(1);
  });
});
