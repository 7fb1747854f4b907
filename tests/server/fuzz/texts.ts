// Random strings of the kinds that break servers: empty, markup, SQL and LIKE wildcards, every
// plane of Unicode, lone surrogates, control characters, NUL, and very long ones.
import type { Random } from './random';

const words = ['hoodie', 'tee', 'candle', 'mug', 'navy', 'cotton', 'beeswax', 'xl', 'sale', 'gift'];

const oddities = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m',
  '\r\n\r\n',
  '\t',
  '\\',
  '"',
  "'",
  "' OR 1=1 --",
  '%',
  '_',
  '%_%\\%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  'ÄÖÜäöüß',
  'crème brûlée',
  '日本語のテキスト',
  'עברית',
  'مرحبا',
  '🧦👕🕯️',
  '👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301\u0301',
  '\u202e\u202d',
  '\u2028\u2029',
  '\ufeff',
  '\ufffe\uffff',
  '\ud800',
  '\udfff',
  '\udbff\udfff',
  '𝕳𝖔𝖔𝖉𝖎𝖊',
];

/**
 * A random string, now and then a hostile or a long one; with `pastBodyLimit`, now and then one
 * longer than the server takes in a whole request body.
 */
export function randomText(random: Random, pastBodyLimit = true): string {
  return random.weighted<() => string>([
    [5, () => random.pick(words)],
    [2, () => Array.from({ length: random.int(2, 6) }, () => random.pick(words)).join(' ')],
    [5, () => random.pick(oddities)],
    [2, () => random.pick(oddities) + random.pick(words) + random.pick(oddities)],
    [1, () => randomCodePoints(random, random.int(1, 40))],
    [0.2, () => random.pick(words).repeat(random.int(100, 2_000))],
    [pastBodyLimit ? 0.02 : 0, () => 'x'.repeat(random.int(50_000, 200_000))],
  ])();
}

/** Code points from anywhere in Unicode, surrogates and noncharacters included. */
export function randomCodePoints(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    const codePoint = random.weighted([
      [3, () => random.int(0, 0x7f)],
      [2, () => random.int(0x80, 0xffff)],
      [1, () => random.int(0x10000, 0x10ffff)],
    ])();
    text += String.fromCodePoint(codePoint);
  }
  return text;
}
