// The text a product is searched by: what a shopper reads, never the markup around it.
import { describe, expect, it } from 'vitest';
import { normalizeSearchText, toSearchText } from '../../../src/domain/catalog/listing/searchText';

describe('toSearchText', () => {
  it('joins name, short description and description as lower-cased plain text', () => {
    expect(toSearchText('Blue Hoodie', '<p>Warm &amp; <em>soft</em>.</p>', '<div class="x"><p>Made in\n\n  Portugal</p></div>')).toBe(
      'blue hoodie\nwarm & soft.\nmade in portugal',
    );
  });

  it('keeps words whole across inline tags and apart across block tags', () => {
    expect(toSearchText('', '<strong>Cotton</strong>-blend T<b>-</b>shirt', '<p>one</p><p>two</p><br>three<li>four</li>')).toBe(
      '\ncotton-blend t-shirt\none two three four',
    );
  });

  it('decodes common, numeric and hexadecimal entities', () => {
    expect(toSearchText('Salt &amp; Pepper', '&lt;b&gt; &quot;q&quot; &#39;s&#39; caf&eacute;', '&#8364;5 &#x20AC;6 &nbsp;x&hellip; &bogus; &#0; &#xD800;')).toBe(
      'salt & pepper\n<b> "q" \'s\' caf&eacute;\n€5 €6 x… &bogus; &#0; &#xd800;',
    );
  });

  it('leaves out scripts, styles, comments and attribute values', () => {
    const text = toSearchText('', '<style>.red{color:red}</style><!-- secret --><script>alert("x")</script>', '<a href="https://shop/blue-page" title="tooltip">Link</a>');
    expect(text).toBe('\n\nlink');
    for (const hidden of ['red', 'secret', 'alert', 'href', 'blue-page', 'tooltip', 'style', '<a']) expect(text).not.toContain(hidden);
  });

  it('keeps text that only looks like a tag', () => {
    expect(toSearchText('Size <3 & 2 > 1', '', '')).toBe('size <3 & 2 > 1\n\n');
  });
});

describe('normalizeSearchText', () => {
  it('trims, collapses whitespace and lower-cases', () => {
    expect(normalizeSearchText('  Blue\t\n HOODIE  ')).toBe('blue hoodie');
    expect(normalizeSearchText('ÄRMEL')).toBe('ärmel');
    expect(normalizeSearchText('   ')).toBe('');
  });
});
