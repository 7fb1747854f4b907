import { describe, expect, it } from 'vitest';
import { joinUtf8 } from '../../src/utf8Bytes';

const utf8 = new TextEncoder();

/** What the parts are as one string, encoded at once. */
function expected(parts: readonly (string | Uint8Array)[]): Buffer {
  return Buffer.from(utf8.encode(parts.map((part) => (typeof part === 'string' ? part : new TextDecoder().decode(part))).join('')));
}

describe('joinUtf8', () => {
  it('writes strings of one-, two-, three- and four-byte characters between byte parts, in order', () => {
    const parts = ['<html lang="de">', utf8.encode('<head>'), 'Preis: 49,00 €…', utf8.encode('ü'), 'ß 日本 🧥 x', '', utf8.encode('</html>')];
    expect(joinUtf8(parts)).toEqual(expected(parts));
  });

  it('writes a lone surrogate as the replacement character, as TextEncoder does', () => {
    const parts = ['a\ud83db', '\udc00'];
    expect(joinUtf8(parts)).toEqual(Buffer.from(utf8.encode('a\ud83db\udc00')));
  });

  it('takes a document larger than the buffer it has, and the smaller ones after it', () => {
    const large = '€'.repeat(200_000);
    // Compared as bytes: toEqual walks 600 KB element by element, seconds on a loaded machine.
    expect(joinUtf8([large, 'end']).equals(expected([large, 'end']))).toBe(true);
    expect(joinUtf8(['small'])).toEqual(Buffer.from('small'));
  });

  it('gives each document bytes of its own, which a later document does not change', () => {
    const first = joinUtf8(['first page €']);
    joinUtf8(['second page, longer than the first one']);
    expect(first.toString('utf8')).toBe('first page €');
  });
});
